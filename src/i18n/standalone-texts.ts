import i18next from "i18next";

type Texts = { readonly [key: string]: string | Texts };

/** Own i18n instance for what is built outside React's page (the shop notices), leaving the page's alone. */
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
