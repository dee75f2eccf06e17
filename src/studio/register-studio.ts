import { parse } from "yaml";
import { checkLink } from "../redirects/check-link";
import { formatLinkFile } from "../redirects/link-file";
import type { RedirectEntry } from "../redirects/table-schema";
import { registerCheckedWidget, type EntryCheck } from "./checked-widgets";
import { schemaOfCollection } from "./content-collections";
import { readContentFile, writeContentFile } from "./content-yaml";
import { COUNTRY_PICKER_WIDGET, registerCountryPicker } from "./country-picker";
import { LINK_GROUPS, linkCollectionName } from "./link-collections";
import { linkPreview } from "./link-preview";
import { LINK_RETIREMENT_WIDGET, registerLinkRetirement } from "./link-retirement";
import { PAGE_PICKER_WIDGET, pageChoices, registerPagePicker } from "./page-picker";
import { schemaProblems } from "./schema-check";
import type { StudioContext } from "./studio-context";

const LINKS_FOLDER = "content/redirects/";
const CHECKED_WIDGETS = [
  "string",
  "text",
  "list",
  "select",
  "object",
  "number",
  "boolean",
  LINK_RETIREMENT_WIDGET,
  COUNTRY_PICKER_WIDGET,
  PAGE_PICKER_WIDGET,
];

/** `content/redirects/social/x.yaml` → `Social posts`: where another link is, as the studio names it. */
const groupOf = (file: string): string =>
  LINK_GROUPS.find((group) => file.startsWith(`${LINKS_FOLDER}${group.folder}/`))?.label ?? file;

/** The build's checks of one campaign link, against the saved table's other links. */
function linkCheck(context: StudioContext): EntryCheck {
  const shared = {
    shops: context.shops,
    pages: new Set(context.pages),
    allowedHosts: new Set(context.allowedHosts),
  };
  const places = Object.entries(context.links).map(([slug, link]) => [slug, link.file] as const);
  return (data, file) =>
    checkLink(data, {
      ...shared,
      // The link's own saved file does not count as another use of its slug.
      otherSlugs: new Map(
        places.filter(([, place]) => place !== file).map(([slug, place]) => [slug, groupOf(place)]),
      ),
      ...(file ? { fileName: file.slice(LINKS_FOLDER.length) } : {}),
    });
}

/**
 * Registers what the studio adds to Decap: file formats, checked widgets, the link preview. Answers
 * the check of each collection's entries, which a save must pass.
 */
export function registerStudio(context: StudioContext): (collection: string) => EntryCheck {
  const { CMS } = window;
  const links = linkCheck(context);
  const linkCollections = new Set(LINK_GROUPS.map((group) => linkCollectionName(group.folder)));
  const checkOf = (collection: string): EntryCheck => {
    if (linkCollections.has(collection)) return links;
    const schema = schemaOfCollection(collection);
    return schema ? (data) => schemaProblems(schema, data) : () => [];
  };

  CMS.registerCustomFormat("campaign-link", "yaml", {
    fromFile: (text) => (parse(text) ?? {}) as object,
    toFile: (data) => formatLinkFile(data as unknown as RedirectEntry),
  });
  CMS.registerCustomFormat("content-yaml", "yaml", { fromFile: readContentFile, toFile: writeContentFile });
  registerLinkRetirement();
  registerCountryPicker();
  registerPagePicker(pageChoices(context));
  for (const widget of CHECKED_WIDGETS) registerCheckedWidget(widget, checkOf);
  const preview = linkPreview(context, links);
  for (const collection of linkCollections) CMS.registerPreviewTemplate(collection, preview);
  CMS.registerPreviewStyle("preview.css");
  return checkOf;
}
