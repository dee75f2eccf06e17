import type { z } from "zod";
import { CONTENT_FORMAT, type ContentCollection } from "./content-fields";
import { checked, type Field } from "./decap-fields";

interface PageCollection {
  /** The collection is named after the folder's last part, as a one-file collection is after its file. */
  folder: string;
  label: string;
  labelSingular: string;
  description: string;
  /** The path of an entry's page, from its handle. */
  pagePath: (handle: string) => string;
  summary: string;
  handleHint: string;
  fields: Field[];
  schema: z.ZodType;
}

/** A folder of one file per page of the shop, each named after the page's handle, which is its first field. */
export function pageCollection({
  folder,
  label,
  labelSingular,
  description,
  pagePath,
  summary,
  handleHint,
  fields: pageFields,
  schema,
}: PageCollection): ContentCollection {
  const fields = [checked("string", "handle", "Handle", handleHint), ...pageFields];
  return {
    schema,
    fields,
    config: {
      name: folder.slice(folder.lastIndexOf("/") + 1),
      label,
      label_singular: labelSingular,
      description,
      folder,
      ...CONTENT_FORMAT,
      create: true,
      identifier_field: "handle",
      slug: "{{handle}}",
      // "View live" opens the entry's page, not the shop's home page.
      preview_path: pagePath("{{slug}}").slice(1),
      summary,
      fields,
    },
  };
}
