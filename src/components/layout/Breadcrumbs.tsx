import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import * as styles from "./layout.module.css";

/** Where the page sits: home › section › page. */
export function Breadcrumbs({ trail }: { trail: { name: string; path?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("breadcrumb.label")} className={styles.breadcrumbs}>
      <ol>
        <li>
          <LocalizedLink to="/">{t("breadcrumb.home")}</LocalizedLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? (
              <LocalizedLink to={crumb.path}>{crumb.name}</LocalizedLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
