import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { SEARCH_TYPE_PARAMETER, SEARCH_TYPES, type SearchType } from "../../search/search-type";
import * as product from "../product/product.module.css";

/**
 * Products or content: radio buttons shaped as the product page's choices (arrow keys move between
 * them). They belong to the search form they name, so a new term keeps the type. A choice shows at
 * once, before `value` follows it (the search page's URL changes a moment later); a new `value` (back
 * and forward) shows as it comes.
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
  const [chosen, setChosen] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setChosen(value);
  }
  return (
    <fieldset className={product.fieldset}>
      <legend>{t("search.searchIn")}</legend>
      <div className={product.choices}>
        {SEARCH_TYPES.map((type) => (
          <label key={type} className={product.choice}>
            <input
              type="radio"
              form={form}
              name={SEARCH_TYPE_PARAMETER}
              value={type}
              checked={chosen === type}
              onChange={() => {
                setChosen(type);
                onChange(type);
              }}
            />
            <span>{t(`search.type.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
