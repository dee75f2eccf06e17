import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { SEARCH_TYPE_PARAMETER, SEARCH_TYPES, type SearchType } from "../../search/search-type";
import * as styles from "./search-type-switch.module.css";

/**
 * Products or content: a segmented control of radio buttons (arrow keys move between them). They belong
 * to the search form they name, so the type goes to the search page with the term, scripts or not.
 */
export function SearchTypeSwitch({
  form,
  value,
  onChange,
}: {
  form: string;
  value: SearchType;
  onChange: (type: SearchType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.segments}>
      <legend className={styles.legend}>{t("search.searchIn")}</legend>
      {SEARCH_TYPES.map((type) => (
        <label key={type} className={styles.option}>
          <input
            type="radio"
            form={form}
            name={SEARCH_TYPE_PARAMETER}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span>{t(`search.type.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
