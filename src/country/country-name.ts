/** Names that take an article inside a sentence; the names themselves come from CLDR. */
const ARTICLES: Record<string, Record<string, string>> = {
  en: {
    AE: "the",
    BS: "the",
    CF: "the",
    DO: "the",
    GB: "the",
    GM: "the",
    KM: "the",
    MH: "the",
    MV: "the",
    NL: "the",
    PH: "the",
    SB: "the",
    SC: "the",
    US: "the",
    VA: "the",
  },
  nl: {
    AE: "de",
    BS: "de",
    CF: "de",
    DO: "de",
    GB: "het",
    KM: "de",
    MH: "de",
    MV: "de",
    PH: "de",
    SB: "de",
    SC: "de",
    US: "de",
    VA: "het",
  },
};

export const countryName = (code: string, language: string): string =>
  new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code.toUpperCase();

export function countryInSentence(code: string, language: string): string {
  const article = ARTICLES[language.split("-")[0] ?? ""]?.[code.toUpperCase()];
  const name = countryName(code, language);
  return article ? `${article} ${name}` : name;
}
