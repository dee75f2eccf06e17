import type { z } from "zod";
import { CURRENCIES } from "../catalogue/schema";
import { checked, inEachLanguage, type Field } from "./decap-fields";

export interface ContentCollection {
  config: { name: string; [option: string]: unknown };
  fields: Field[];
  schema: z.ZodType;
}

/** Every content file is read and saved so that a save changes only the lines of changed values. */
export const CONTENT_FORMAT = { format: "content-yaml", extension: "yaml" } as const;

/** Named after the file: the studio lists it by its label. */
export function oneFileCollection(
  file: string,
  label: string,
  description: string,
  fields: Field[],
  schema: z.ZodType,
): ContentCollection {
  const name = file.slice(file.lastIndexOf("/") + 1).replace(/\.yaml$/, "");
  return {
    config: { name, label, description, ...CONTENT_FORMAT, files: [{ name, label, file, fields }] },
    fields,
    schema,
  };
}

export const entries = (name: string, label: string, hint: string, summary: string, fields: Field[]): Field =>
  checked("list", name, label, hint, { collapsed: true, summary, fields });

/** Checked by Decap's own widget: a line of text unless `options` name another widget. */
export const field = (name: string, label: string, hint: string, options: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: "string",
  hint,
  ...options,
});

export const texts = (name: string, label: string, hint: string, widget: "string" | "text" = "string") =>
  checked("object", name, label, hint, { collapsed: false, fields: inEachLanguage(widget) });

/** A text in each language inside a list or a set of fields, where Decap's own widgets check it. */
export const localized = (
  name: string,
  label: string,
  hint: string,
  widget: "string" | "text" = "string",
): Field => ({
  name,
  label,
  hint,
  widget: "object",
  collapsed: false,
  fields: inEachLanguage(widget),
});

export const inEachCurrency = (): Field[] =>
  CURRENCIES.map((currency) => ({
    hint: `The amount in ${currency}.`,
    name: currency,
    label: currency,
    widget: "number",
    value_type: "float",
    step: 0.01,
  }));

/** Decap would otherwise ask for the parts of an empty optional set of fields. */
export const optional = (field: Field): Field => {
  const parts = field.fields as Field[] | undefined;
  return { ...field, required: false, ...(parts ? { fields: parts.map(optional) } : {}) };
};
