import {
  BANNER_POSITIONS,
  bannersFileSchema,
  keywordRedirectsFileSchema,
  LOGICS,
  PAGE_TYPES,
  RECOMMENDATION_ACTIONS,
  recommendationsFileSchema,
} from "../search/merchandising/schema";
import { checked } from "./decap-fields";
import { localized, oneFileCollection, optional } from "./content-fields";

const banners = oneFileCollection(
  {
    name: "banners",
    label: "Search banners",
    description: "Banners shown with search results and on category pages.",
    file: "content/search/banners.yaml",
  },
  [
    checked("list", "banners", "Banners", "Each banner, where it shows and when.", {
      collapsed: true,
      summary: "{{fields.name}} (from {{fields.startDate}})",
      fields: [
        {
          name: "name",
          label: "Name",
          widget: "string",
          hint: "What the banner is about, for the team; shoppers do not see it.",
        },
        {
          name: "image",
          label: "Image",
          widget: "string",
          hint: "The image's path, like /images/categories/bouncers.svg.",
        },
        localized("alt", "Image description", "What the image shows, for shoppers who cannot see it."),
        {
          name: "link",
          label: "Goes to",
          widget: "string",
          hint: "The page the banner leads to, with slashes around it, like /guides/gift-guide/.",
        },
        {
          name: "showOnLandingPage",
          label: "On the search results page",
          widget: "boolean",
          default: false,
          hint: "Show it above or below the search results.",
        },
        {
          name: "showOnQuickSearch",
          label: "In the search box's suggestions",
          widget: "boolean",
          default: false,
          hint: "Show it in the suggestions while shoppers type.",
        },
        {
          name: "showOnCategoryPage",
          label: "On category pages",
          widget: "boolean",
          default: false,
          hint: "Show it on the pages of the categories listed under Search terms.",
        },
        {
          name: "position",
          label: "Position",
          widget: "select",
          options: [...BANNER_POSITIONS],
          hint: "Above (top) or below (bottom) the results.",
        },
        {
          name: "startDate",
          label: "First day",
          widget: "string",
          hint: "The first day it shows, as YYYY/MM/DD, like 2026/12/01.",
        },
        {
          name: "endDate",
          label: "Last day",
          widget: "string",
          required: false,
          hint: "The last day it shows, as YYYY/MM/DD. Leave empty to show it until it is removed.",
        },
        {
          name: "showForTerms",
          label: "Search terms",
          widget: "list",
          required: false,
          field: { name: "term", label: "Term", widget: "string" },
          hint: "The search terms (lower case) or, on category pages, the category handles it shows for. Leave empty for every term.",
        },
      ],
    }),
  ],
  bannersFileSchema,
);

const keywordPages = oneFileCollection(
  {
    name: "keyword-redirects",
    label: "Keyword pages",
    description: "Search terms that lead straight to a page instead of to search results.",
    file: "content/search/keyword-redirects.yaml",
  },
  [
    checked("list", "redirects", "Keyword pages", "Each page with the search terms that lead to it.", {
      collapsed: true,
      summary: "{{fields.page}}",
      fields: [
        {
          name: "keywords",
          label: "Search terms",
          widget: "list",
          hint: 'Terms in lower case with single spaces, separated by commas, like "returns, retour". A term leads to one page.',
        },
        {
          name: "page",
          label: "Page",
          widget: "string",
          hint: "The page they lead to, with slashes around it, like /stores/.",
        },
      ],
    }),
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
    {
      name: "link",
      label: "Goes to",
      widget: "string",
      hint: "The page the image leads to, like /guides/gift-guide/.",
    },
    {
      name: "images",
      label: "Images",
      widget: "list",
      collapsed: true,
      summary: "{{fields.resolution}}",
      hint: "One image per screen size.",
      fields: [
        {
          name: "resolution",
          label: "Screen size",
          widget: "string",
          hint: "One word, like desktop or mobile.",
        },
        {
          name: "image",
          label: "Image",
          widget: "string",
          hint: "The image's path, like /images/guides/gift-guide.svg.",
        },
        localized("alt", "Image description", "What the image shows, for shoppers who cannot see it."),
        {
          name: "maxWidth",
          label: "Widest size",
          widget: "number",
          value_type: "int",
          min: 1,
          hint: "The widest the image shows, in pixels, like 1200.",
        },
      ],
    },
  ],
});

const recommendations = oneFileCollection(
  {
    name: "recommendations",
    label: "Recommendations",
    description: "The rows of recommended products the shop shows, by key.",
    file: "content/search/recommendations.yaml",
  },
  [
    checked(
      "list",
      "recommendations",
      "Recommendations",
      "Each row of recommended products and where it shows.",
      {
        collapsed: true,
        summary: "{{fields.title.en-US}} ({{fields.key}})",
        fields: [
          {
            name: "key",
            label: "Key",
            widget: "string",
            hint: "The name the shop asks for it by, like home-trending. Used once.",
          },
          localized("title", "Title", "The title above the products."),
          {
            name: "pageType",
            label: "Page",
            widget: "select",
            options: [...PAGE_TYPES],
            hint: "The kind of page it shows on.",
          },
          {
            name: "logic",
            label: "Products chosen by",
            widget: "select",
            options: [...LOGICS],
            hint: "How the products are chosen; each kind of page offers some of these.",
          },
          {
            name: "maxProducts",
            label: "Number of products",
            widget: "number",
            value_type: "int",
            min: 1,
            max: 24,
            hint: "At most this many products, from 1 to 24.",
          },
          {
            name: "products",
            label: "Hand-picked products",
            widget: "list",
            required: false,
            hint: "Product handles in order, separated by commas: only for HAND_PICKED.",
          },
          {
            name: "action",
            label: "Instead",
            widget: "select",
            required: false,
            options: [...RECOMMENDATION_ACTIONS],
            hint: "Leave empty to show products; hide the row, or show an image instead.",
          },
          staticContent,
        ],
      },
    ),
  ],
  recommendationsFileSchema,
);

export const merchandisingCollections = [banners, keywordPages, recommendations];
