import { CONTENT_LANGUAGES } from "../content/localized";

/** A field of Decap's configuration: https://decapcms.org/docs/configuration-options/#fields */
export interface Field {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  [option: string]: unknown;
}

/** Every field is checked by the build's own rules (see checked-widgets.ts). */
export const checked = (
  widget: string,
  name: string,
  label: string,
  hint: string,
  options: object = {},
): Field => ({
  name,
  label,
  hint,
  widget: `checked-${widget}`,
  ...options,
});

const LANGUAGE_NAMES: Record<(typeof CONTENT_LANGUAGES)[number], string> = {
  "nl-NL": "Dutch",
  "en-US": "English",
};

/** A text written in each language of the shops. */
export const inEachLanguage = (widget: "string" | "text" | "list") =>
  CONTENT_LANGUAGES.map((language) => ({
    name: language,
    label: LANGUAGE_NAMES[language],
    hint: `For shoppers reading ${LANGUAGE_NAMES[language]}.`,
    widget,
  }));
