import React, { useEffect } from "react";
import texts from "../../../../locales/nl-NL/consent.json";

/**
 * The floor of a page that must ask for consent as the storefront asks: the same library and words,
 * shown once the page has loaded and the browser is idle. On a page with little text of its own the
 * banner is the largest thing painted, wherever it comes from.
 */
function showBanner() {
  Promise.all([import("vanilla-cookieconsent"), import("vanilla-cookieconsent/dist/cookieconsent.css")]).then(
    ([CookieConsent]) =>
      CookieConsent.run({
        categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
        language: {
          default: "nl",
          translations: {
            nl: {
              consentModal: {
                title: texts.title,
                description: texts.description,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.acceptNecessary,
                showPreferencesBtn: texts.showPreferences,
              },
              preferencesModal: { sections: [] },
            },
          },
        },
      }),
  );
}

export default function Consent() {
  useEffect(() => {
    const whenIdle = () => requestIdleCallback(showBanner, { timeout: 3000 });
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, []);
  return <h1>Hello</h1>;
}

export const Head = () => <title>Bare, asking for consent</title>;
