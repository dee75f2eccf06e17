import enUS from "../../locales/en-US/own-shop.json";
import nlNL from "../../locales/nl-NL/own-shop.json";
import { consentState } from "../consent/consent-state";
import { ownShopOffer, visitorCountry } from "../shops/own-shop";
import { readCountryCookie, removeCountryCookie } from "../country/country-cookie";
import { resolveShoppingCountry } from "../country/shopping-country";
import { languageOfPath } from "../i18n/language-path";
import { standaloneTexts } from "../i18n/standalone-texts";
import { allowedCountries, shopSettings } from "../runtime-settings/runtime-settings";
import { shopCountries, shopsAbroad } from "../runtime-settings/shops-abroad";

type Texts = typeof enUS;
const TEXTS: Record<string, Texts> = { "en-US": enUS, "nl-NL": nlNL };

function pagePath(): string {
  const { pathname } = window.location;
  const { language, routed } = languageOfPath(pathname, shopSettings);
  return routed ? pathname.slice(language.length + 1) : pathname;
}

/** Pinned over the bottom of the page: it moves nothing. */
function noticeElement(texts: Texts, language: string, offer: { name: string; url: string }): HTMLElement {
  const names = new Intl.DisplayNames(language, { type: "region" });
  const countries = new Intl.ListFormat(language, { type: "conjunction" }).format(
    shopCountries.map((country) => names.of(country.toUpperCase()) ?? country),
  );
  const translate = standaloneTexts(texts, language);
  const notice = document.createElement("div");
  notice.setAttribute("role", "region");
  notice.setAttribute("aria-label", texts.label);
  notice.style.cssText =
    "position:fixed;inset-inline:0;bottom:0;z-index:30;display:flex;align-items:center;justify-content:center;gap:.5rem;padding:.4rem var(--space);background:var(--color-brand);color:var(--color-white);font-size:.875rem";
  const text = document.createElement("p");
  text.style.margin = "0";
  const link = Object.assign(document.createElement("a"), {
    href: offer.url,
    textContent: translate("visit", { shop: offer.name }),
  });
  link.style.color = "inherit";
  text.append(`${translate("deliversTo", { countries })} `, link);
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: "✕" });
  close.setAttribute("aria-label", texts.close);
  close.style.cssText =
    "border:0;background:transparent;color:inherit;font:inherit;font-size:1.1rem;min-width:2.75rem;min-height:2.75rem;cursor:pointer";
  close.addEventListener("click", () => notice.remove());
  notice.append(text, close);
  return notice;
}

/** Offers a visitor from a country this shop does not deliver to their own shop's page, decided as campaign
 * links decide. Waits for the cookie question (same place on screen); stores nothing. */
export function offerOwnShop(language: string): void {
  const texts = TEXTS[language] ?? enUS;
  const query = new URLSearchParams(window.location.search).get("country");
  const cookie = readCountryCookie();
  // Read, the cookie goes if this shop cannot use it (an unknown code, or another shop's country).
  const { removeCookie } = resolveShoppingCountry({
    query,
    cookie,
    allowed: allowedCountries,
    runtime: "browser",
  });
  if (removeCookie) removeCountryCookie();
  const country = visitorCountry(
    { query, cookie, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    shopsAbroad,
  );
  const offer = ownShopOffer(country, shopCountries, shopsAbroad, {
    path: pagePath(),
    language,
  });
  if (!offer) return;
  const show = () => document.body.append(noticeElement(texts, language, offer));
  if (consentState.getState().decided) return show();
  const stop = consentState.subscribe(({ decided }) => {
    if (!decided) return;
    stop();
    show();
  });
}
