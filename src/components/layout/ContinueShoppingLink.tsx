import React from "react";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import * as styles from "./layout.module.css";

/**
 * Back to the shop's home page once a page's errand is over. The words are the page's own: each page
 * loads only its own texts.
 */
export function ContinueShoppingLink({ children }: { children: string }) {
  return (
    <LocalizedLink to="/" className={styles.primaryButton}>
      {children}
    </LocalizedLink>
  );
}
