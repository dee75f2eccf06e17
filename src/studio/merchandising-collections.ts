import {
  BANNER_POSITIONS,
  bannersFileSchema,
  keywordRedirectsFileSchema,
  LOGICS,
  PAGE_TYPES,
  RECOMMENDATION_ACTIONS,
  recommendationsFileSchema,
} from "../search/merchandising/schema";
import { entries, field, localized, oneFileCollection, optional } from "./content-fields";

/** A place a banner can show in; it shows there only once switched on. */
const shownIn = (name: string, label: string, hint: string) =>
  field(name, label, hint, { widget: "boolean", default: false });

const banners = oneFileCollection(
  "content/search/banners.yaml",
  "Search banners",
  "Banners shown with search results and on category pages.",
  [
    entries(
      "banners",
      "Banners",
      "Each banner, where it shows and when.",
      "{{fields.name}} (from {{fields.startDate}})",
      [
        field("name", "Name", "What the banner is about, for the team; shoppers do not see it."),
        field("image", "Image", "The image's path, like /images/categories/bouncers.svg."),
        localized("alt", "Image description", "What the image shows, for shoppers who cannot see it."),
        field(
          "link",
          "Goes to",
          "The page the banner leads to, with slashes around it, like /guides/gift-guide/.",
        ),
        shownIn(
          "showOnLandingPage",
          "On the search results page",
          "Show it above or below the search results.",
        ),
        shownIn(
          "showOnQuickSearch",
          "In the search box's suggestions",
          "Show it in the suggestions while shoppers type.",
        ),
        shownIn(
          "showOnCategoryPage",
          "On category pages",
          "Show it on the pages of the categories listed under Search terms.",
        ),
        field("position", "Position", "Above (top) or below (bottom) the results.", {
          widget: "select",
          options: [...BANNER_POSITIONS],
        }),
        field("startDate", "First day", "The first day it shows, as YYYY/MM/DD, like 2026/12/01."),
        field(
          "endDate",
          "Last day",
          "The last day it shows, as YYYY/MM/DD. Leave empty to show it until it is removed.",
          { required: false },
        ),
        {
          name: "showForTerms",
          label: "Search terms",
          widget: "list",
          required: false,
          field: { name: "term", label: "Term", widget: "string" },
          hint: "The search terms (lower case) or, on category pages, the category handles it shows for. Leave empty for every term.",
        },
      ],
    ),
  ],
  bannersFileSchema,
);

const keywordPages = oneFileCollection(
  "content/search/keyword-redirects.yaml",
  "Keyword pages",
  "Search terms that lead straight to a page instead of to search results.",
  [
    entries(
      "redirects",
      "Keyword pages",
      "Each page with the search terms that lead to it.",
      "{{fields.page}}",
      [
        field(
          "keywords",
          "Search terms",
          'Terms in lower case with single spaces, separated by commas, like "returns, retour". A term leads to one page.',
          { widget: "list" },
        ),
        field("page", "Page", "The page they lead to, with slashes around it, like /stores/."),
      ],
    ),
  ],
  keywordRedirectsFileSchema,
);

const staticContent = optional({
  name: "staticContent",
  label: "Image instead of products",
  hint: 'What shows instead of products when the action is "STATIC_CONTENT": a link and its images.',
  widget: "object",
  collapsed: true,
  fields: [
    field("link", "Goes to", "The page the image leads to, like /guides/gift-guide/."),
    {
      name: "images",
      label: "Images",
      widget: "list",
      collapsed: true,
      summary: "{{fields.resolution}}",
      hint: "One image per screen size.",
      fields: [
        field("resolution", "Screen size", "One word, like desktop or mobile."),
        field("image", "Image", "The image's path, like /images/guides/gift-guide.svg."),
        localized("alt", "Image description", "What the image shows, for shoppers who cannot see it."),
        field("maxWidth", "Widest size", "The widest the image shows, in pixels, like 1200.", {
          widget: "number",
          value_type: "int",
          min: 1,
        }),
      ],
    },
  ],
});

const recommendations = oneFileCollection(
  "content/search/recommendations.yaml",
  "Recommendations",
  "The rows of recommended products the shop shows, by key.",
  [
    entries(
      "recommendations",
      "Recommendations",
      "Each row of recommended products and where it shows.",
      "{{fields.title.en-US}} ({{fields.key}})",
      [
        field("key", "Key", "The name the shop asks for it by, like home-trending. Used once."),
        localized("title", "Title", "The title above the products."),
        field("pageType", "Page", "The kind of page it shows on.", {
          widget: "select",
          options: [...PAGE_TYPES],
        }),
        field(
          "logic",
          "Products chosen by",
          "How the products are chosen; each kind of page offers some of these.",
          { widget: "select", options: [...LOGICS] },
        ),
        field("maxProducts", "Number of products", "At most this many products, from 1 to 24.", {
          widget: "number",
          value_type: "int",
          min: 1,
          max: 24,
        }),
        field(
          "products",
          "Hand-picked products",
          "Product handles in order, separated by commas: only for HAND_PICKED.",
          { widget: "list", required: false },
        ),
        field("action", "Instead", "Leave empty to show products; hide the row, or show an image instead.", {
          widget: "select",
          required: false,
          options: [...RECOMMENDATION_ACTIONS],
        }),
        staticContent,
      ],
    ),
  ],
  recommendationsFileSchema,
);

export const merchandisingCollections = [banners, keywordPages, recommendations];
