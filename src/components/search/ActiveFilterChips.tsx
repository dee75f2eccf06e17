import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { ActiveFilter } from "../../filters/chosen-filters";
import { useFormatPrice } from "../product/Price";
import * as styles from "./search.module.css";

interface Props {
  active: ActiveFilter[];
  currency: string;
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

/** The chosen filters as chips: one tap removes one, and one more removes them all. */
export function ActiveFilterChips({ active, currency, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  if (!active.length) return null;
  const name = (filter: ActiveFilter) => {
    if (filter.kind === "slider")
      return `${formatPrice(filter.range[0], currency)} – ${formatPrice(filter.range[1], currency)}`;
    return filter.rating ? t("search.starsAndUp", { count: Number(filter.name) }) : filter.name;
  };
  return (
    <ul className={styles.chips} style={{ marginBottom: "1rem" }} aria-label={t("search.activeFilters")}>
      {active.map((filter) => (
        <li key={filter.kind === "option" ? `${filter.key}:${filter.value}` : filter.key}>
          <button
            type="button"
            aria-label={t("search.removeFilter", { name: name(filter) })}
            onClick={() => onRemove(filter)}
          >
            {name(filter)}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" onClick={onClear}>
          {t("search.clearAll")}
        </button>
      </li>
    </ul>
  );
}
