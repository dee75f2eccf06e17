import React from "react";
import type { ColourChoice } from "../../catalogue/colour-choices";
import type { ColourView } from "../../catalogue/view-types";
import { useTranslation } from "../../i18n/hooks";
import type { VariantChoice } from "./use-variant-choice";
import * as styles from "./product.module.css";

/** The product's colours, then the chosen colour's sizes when it comes in more than one. */
export function VariantPicker({
  colours,
  choice: { colour, pickColour, sizes, size, setSize },
  colourName,
}: {
  colours: ColourChoice<ColourView>[];
  choice: VariantChoice;
  /** The chosen variant's colour, which the colours' legend names. */
  colourName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{`${t("product.colour")}: ${colourName}`}</legend>
        <div className={styles.choices}>
          {colours.map((c) => (
            <label key={c.key} className={styles.choice}>
              <input
                type="radio"
                name="colour"
                value={c.key}
                checked={c.key === colour}
                onChange={() => pickColour(c.key)}
              />
              <span className={c.soldOut ? styles.soldOutChoice : undefined}>
                <span className={styles.dot} style={{ background: c.hex }} aria-hidden="true" />
                {c.soldOut ? t("product.soldOutChoice", { colour: c.name }) : c.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {sizes.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{t("product.size")}</legend>
          <div className={styles.choices}>
            {sizes.map((s) => (
              <label key={s} className={styles.choice}>
                <input type="radio" name="size" value={s} checked={s === size} onChange={() => setSize(s)} />
                <span>{s}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
