import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { bundleLine } from "../../catalogue/bundle-choice";
import type { BundleLine, BundleView } from "../../catalogue/view-types";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import * as styles from "./product.module.css";

/**
 * The products of a set, each with its colour to choose; every choice tells the page the set's cart
 * line (`onLine`). The page starts from the set as it comes, worked out at build time.
 */
export function BundleChoices({
  bundle,
  onLine,
}: {
  bundle: Pick<BundleView, "handle" | "items">;
  onLine: (line: BundleLine) => void;
}) {
  const { t } = useTranslation();
  // The variant chosen for each item, by its place in the set; the set's own until the shopper chooses.
  const [chosen, setChosen] = useState(() => bundle.items.map((item) => item.sku));
  const choose = (index: number, sku: string) => {
    const next = chosen.map((value, at) => (at === index ? sku : value));
    setChosen(next);
    onLine(bundleLine(bundle, next));
  };
  return (
    <ul>
      {bundle.items.map((item, index) => (
        // Laid out as the quantity beside "Add to cart": the product's name over its colour.
        <li key={item.sku} className={styles.buyRow}>
          <label>
            <LocalizedLink to={item.path}>{item.name}</LocalizedLink>
            <select
              aria-label={t("bundle.colourOf", { product: item.name })}
              value={chosen[index]}
              onChange={(event) => choose(index, event.target.value)}
            >
              {item.choices.map((choice) => (
                <option key={choice.sku} value={choice.sku} disabled={choice.stock === 0}>
                  {choice.stock === 0 ? t("product.soldOutChoice", { colour: choice.colour }) : choice.colour}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ul>
  );
}
