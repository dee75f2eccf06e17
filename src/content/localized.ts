import { z } from "zod";

export const CONTENT_LANGUAGES = ["nl-NL", "en-US"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const text = z.string().trim().min(1, { error: "write a text here" });

export const localizedText = z.strictObject({ "nl-NL": text, "en-US": text });

export const localizedList = z.strictObject({
  "nl-NL": z.array(text).min(1, { error: "write at least one item" }),
  "en-US": z.array(text).min(1, { error: "write at least one item" }),
});
