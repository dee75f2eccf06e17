import i18next from "i18next";

type Texts = { readonly [key: string]: string | Texts };

/**
 * `texts` of one language as the site's i18n library fills them in, for what is built outside React's
 * page (the own-shop notice, the test-shop notice): their own instance, leaving the page's alone.
 */
export function standaloneTexts(texts: Texts, language: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return i18n.t.bind(i18n);
}
