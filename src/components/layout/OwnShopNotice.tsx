import React, { useState } from "react";
import { useStore } from "zustand";
import { arrival } from "../../app/start-visitor";
import { consentState } from "../../consent/consent-state";
import { useI18next } from "../../i18n/hooks";
import { ownShopOffer, visitorCountry } from "../../shops/own-shop";
import { Icon } from "./Icon";
import * as styles from "./layout.module.css";

const shopsAbroad = __SITE_DATA__.shopsAbroad;
const homeCountries = __SITE_DATA__.store.countries;

/** White on the notice's slate, as its text is. */
const ON_SLATE = { color: "inherit" } as const;

/** Over the page, not in it: it comes after the page has shown and moves nothing the visitor reads. */
const PINNED = { position: "fixed", insetInline: 0, bottom: 0, zIndex: 30 } as const;

/** The page the visitor landed on: the notice's only page. Its code loads there, once the page is idle. */
const landingPath = window.location.pathname;
/** Closed for the rest of the visit. */
let dismissed = false;

/**
 * Tells a visitor from a country this shop does not deliver to where it does, and offers the same page
 * in their own country's shop, decided as the campaign links decide it. It waits for the cookie question
 * to be answered, which takes the same place at the bottom of the screen, and shows on the first page
 * only. It stores nothing.
 */
export default function OwnShopNotice() {
  const { t, language, originalPath } = useI18next();
  const [closed, setClosed] = useState(dismissed);
  const answered = useStore(consentState, (state) => state.decided);
  const offer = ownShopOffer(
    visitorCountry({ ...arrival, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }, shopsAbroad),
    homeCountries,
    shopsAbroad,
    { path: originalPath, language },
  );
  if (!offer || closed || !answered || window.location.pathname !== landingPath) return null;
  const names = new Intl.DisplayNames(language, { type: "region" });
  const countries = new Intl.ListFormat(language, { type: "conjunction" }).format(
    homeCountries.map((country) => names.of(country.toUpperCase()) ?? country),
  );
  const close = () => {
    dismissed = true;
    setClosed(true);
  };
  return (
    <div className={styles.notice} style={PINNED} role="region" aria-label={t("ownShop.label")}>
      <p>
        {t("shop.deliversTo", { countries })}{" "}
        <a href={offer.url} style={ON_SLATE}>
          {t("ownShop.visit", { shop: offer.name })}
        </a>
      </p>
      <button type="button" className={styles.noticeClose} onClick={close}>
        <Icon name="close" />
        <span className={styles.visuallyHidden}>{t("ownShop.close")}</span>
      </button>
    </div>
  );
}
