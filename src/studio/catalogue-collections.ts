import { productPath } from "../catalogue/paths";
import { categoriesFileSchema, productSchema } from "../catalogue/schema";
import { ILLUSTRATIONS } from "../content/illustrations";
import { checked, inEachLanguage, type Field } from "./decap-fields";
import { entries, field, localized, oneFileCollection, texts } from "./content-fields";
import { pageCollection } from "./page-collection";

const productFields: Field[] = [
  checked("string", "category", "Category", "The handle of its category, like baby-carriers."),
  texts("name", "Name", "The product's name as shoppers see it."),
  texts("summary", "Summary", "One sentence under the name and on product cards.", "text"),
  texts("description", "Description", "The product's story on its page.", "text"),
  checked("object", "features", "Features", "Short points, one per line item.", {
    collapsed: true,
    fields: inEachLanguage("list"),
  }),
  texts("care", "Care", "How to wash and care for it.", "text"),
  checked("select", "illustration", "Illustration", "The drawing shown for the product.", {
    options: [...ILLUSTRATIONS],
  }),
  checked(
    "list",
    "variants",
    "Variants",
    "Each colour or size with its SKU. Prices and stock are kept in the commerce engine's admin.",
    {
      summary: "{{fields.sku}} ({{fields.colour}})",
      collapsed: true,
      fields: [
        field("sku", "SKU", "As the commerce engine sells it: capitals, digits and dashes, like BC1-BLK."),
        field("colour", "Colour", "The colour's handle, like sand-gray."),
        field("size", "Size", "The size, if the product comes in sizes, like 0-6 months.", {
          required: false,
        }),
      ],
    },
  ),
  checked("boolean", "featured", "Featured", "Show it among the featured products on the home page.", {
    required: false,
  }),
  checked(
    "list",
    "related",
    "Related products",
    "Handles of products shown beside it, separated by commas.",
    { required: false },
  ),
  checked("string", "added", "Added", "When it joined the range, as YYYY-MM-DD.", { required: false }),
  checked(
    "list",
    "reviews",
    "Reviews",
    "Every review of this product, in its shopper's words: the stars and the count shown are theirs.",
    {
      required: false,
      collapsed: true,
      summary: "{{fields.name}}, {{fields.stars}} stars",
      fields: [
        field("name", "Name", "The reviewer's first name, like Sanne."),
        field("date", "Date", "When it was written, as YYYY-MM-DD."),
        field("stars", "Stars", "From 1 to 5.", { widget: "number", value_type: "int", min: 1, max: 5 }),
        localized("text", "Review", "What the reviewer wrote, in each language.", "text"),
      ],
    },
  ),
];

const products = pageCollection({
  folder: "content/catalogue/products",
  label: "Products",
  labelSingular: "Product",
  description:
    "Texts, pictures and reviews of every product. A product's page is /products/<handle>/. " +
    "Its prices and stock are kept in the commerce engine's admin.",
  pagePath: productPath,
  summary: "{{name.en-US}} ({{handle}})",
  handleHint: "The end of the page's address, like baby-carrier-one. Changing it breaks links to the page.",
  fields: productFields,
  schema: productSchema,
});

const categories = oneFileCollection(
  "content/catalogue/categories.yaml",
  "Categories",
  "The shop's categories: their names and the title and text at the top of their pages.",
  [
    entries(
      "categories",
      "Categories",
      "Each category, in the order the shop shows them. A category's page is /categories/<handle>/.",
      "{{fields.name.en-US}} ({{fields.handle}})",
      [
        field(
          "handle",
          "Handle",
          "The end of the page's address, like baby-carriers. Products name their category by it.",
        ),
        localized("name", "Name", "The category's name in menus and on its page."),
        localized("heroTitle", "Page title", "The large title at the top of the category's page."),
        localized("heroText", "Page introduction", "The text under that title.", "text"),
        field("illustration", "Illustration", "The drawing shown for the category.", {
          widget: "select",
          options: [...ILLUSTRATIONS],
        }),
      ],
    ),
  ],
  categoriesFileSchema,
);

export const catalogueCollections = [products, categories];
