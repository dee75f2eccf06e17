import { guidePath } from "../catalogue/paths";
import { ILLUSTRATIONS } from "../content/illustrations";
import { guideSchema, servicePageSchema } from "../guides/schema";
import { checked, inEachLanguage, type Field } from "./decap-fields";
import { entries, field, localized, optional, texts } from "./content-fields";
import { pageCollection } from "./page-collection";

/** Each paragraph has a box of its own: paragraphs hold commas, which a one-line list splits on. */
const paragraphs: Field = {
  name: "paragraphs",
  label: "Paragraphs",
  hint: "The section's text, one box per paragraph, in each language.",
  widget: "object",
  collapsed: false,
  fields: inEachLanguage("list").map((language) => ({
    ...language,
    field: { name: "paragraph", label: "Paragraph", widget: "text" },
  })),
};

const sectionLinks = optional({
  name: "links",
  label: "Links",
  hint: "Ways onward after the section's text.",
  widget: "list",
  collapsed: true,
  summary: "{{fields.label.en-US}} → {{fields.to}}",
  fields: [
    localized("label", "Link text", "The words of the link."),
    field(
      "to",
      "Goes to",
      "A page of the shop (/terms/), an email address (mailto:…) or a phone number (tel:+31…).",
    ),
  ],
});

/** A written page's sections, as guides and service pages share them; `hint` says what they hold. */
const sections = (hint: string) =>
  entries("sections", "Sections", hint, "{{fields.heading.en-US}}", [
    localized("heading", "Heading", "The section's heading."),
    paragraphs,
    sectionLinks,
  ]);

const guideFields: Field[] = [
  texts("title", "Title", "The guide's title, on its page and on guide cards."),
  texts("summary", "Summary", "One or two sentences under the title and on guide cards.", "text"),
  checked("select", "illustration", "Illustration", "The drawing shown for the guide.", {
    options: [...ILLUSTRATIONS],
  }),
  sections("The guide's text: each section has a heading and its paragraphs."),
  checked(
    "list",
    "products",
    "Products",
    "Handles of the products shown under the guide, separated by commas.",
    { required: false },
  ),
];

const guides = pageCollection({
  folder: "content/guides",
  label: "Guides",
  labelSingular: "Guide",
  description: "Guides and stories for parents. A guide's page is /guides/<handle>/.",
  pagePath: guidePath,
  summary: "{{title.en-US}} ({{handle}})",
  handleHint: "The end of the page's address, like babywearing-guide. Changing it breaks links to the page.",
  fields: guideFields,
  schema: guideSchema,
});

const servicePageFields: Field[] = [
  texts("title", "Title", "The page's title."),
  texts("summary", "Summary", "One or two sentences under the title.", "text"),
  sections("The page's text: each section has a heading and its paragraphs."),
];

const servicePages = pageCollection({
  folder: "content/service-pages",
  label: "Service pages",
  labelSingular: "Service page",
  description:
    "Customer service, returns and warranty, terms and the other pages a shop must have. A page's address is /<handle>/.",
  // A service page's address is its handle (servicePagePath, which this browser bundle cannot import).
  pagePath: (handle) => `/${handle}/`,
  summary: "{{title.en-US}} ({{handle}})",
  handleHint:
    "The page's address, like terms for /terms/. Changing it breaks links to the page, the footer's too.",
  fields: servicePageFields,
  schema: servicePageSchema,
});

export const guideCollections = [guides, servicePages];
