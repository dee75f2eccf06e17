import React from "react";
import { useI18next } from "../../i18n/hooks";
import { formatPrice } from "../../catalogue/price";

/** A price in the page's language and the shop's currency. */
export function Price({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const { language } = useI18next();
  return <span className={className}>{formatPrice(amount, currency, language)}</span>;
}

export function useFormatPrice(): (amount: number, currency: string) => string {
  const { language } = useI18next();
  return (amount, currency) => formatPrice(amount, currency, language);
}
