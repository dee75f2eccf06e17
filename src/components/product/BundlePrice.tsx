import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { BundleCard } from "../../catalogue/view-types";
import { Price, useFormatPrice } from "./Price";
import * as layout from "../layout/layout.module.css";

/** A set's price beside what its items cost separately, struck through, and what it saves. */
export function BundlePrice({ bundle }: { bundle: BundleCard }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <>
      {bundle.saving > 0 && (
        <>
          <s>
            <span className={layout.visuallyHidden}>{`${t("bundle.separately")} `}</span>
            {formatPrice(bundle.itemsTotal, bundle.currency)}
          </s>{" "}
        </>
      )}
      <Price amount={bundle.price} currency={bundle.currency} />
      {bundle.saving > 0 && (
        <strong>{` · ${t("bundle.save", { amount: formatPrice(bundle.saving, bundle.currency) })}`}</strong>
      )}
    </>
  );
}
