import { countryChoices, countryGroups, fallbackChoices } from "./country-choices";
import { COUNTRY_PICKER_WIDGET } from "./country-picker";
import type { ShopsFile } from "../shops/shops-schema";
import { checked, type Field } from "./decap-fields";
import { LINK_RETIREMENT_WIDGET } from "./link-retirement";
import { PAGE_PICKER_WIDGET } from "./page-picker";

/** The folders of content/redirects/, each a kind of campaign, with what goes in it. */
export const LINK_GROUPS = [
  {
    folder: "social",
    label: "Social posts",
    description: "Links in social posts: Instagram bio, stories and posts.",
  },
  {
    folder: "packaging",
    label: "Packaging QR codes",
    description:
      "QR codes printed on packaging: inside the box (after purchase) and on the box (before purchase).",
  },
  {
    folder: "in-store-qr",
    label: "In-store QR codes",
    description: "QR codes on in-store signs and folder inserts.",
  },
  {
    folder: "products-and-guides",
    label: "Product and guide links",
    description: "Links to product, guide and campaign pages: social posts, newsletters, influencers.",
  },
] as const;

export const linkCollectionName = (folder: string) => `links-${folder}`;

/** The fields of a campaign link, in the order its file lists them. */
function linkFields(shops: ShopsFile): Field[] {
  const shopOptions = shops.shops.map((shop) => ({ label: `${shop.name} (${shop.id})`, value: shop.id }));
  const countries = countryChoices(shops);
  const tracking = (name: string, label: string, hint: string) => ({ name, label, hint, widget: "string" });
  const trackingFields = [
    tracking("source", "Source (utm_source)", "Where the visitor comes from, like instagram or qr-code."),
    tracking("medium", "Medium (utm_medium)", "The kind of link, like social-redirects or qrcode."),
    tracking("campaign", "Campaign (utm_campaign)", "The campaign's name, like kitchen_autumn."),
  ];
  return [
    checked(
      "string",
      "slug",
      "Short link",
      "The end of /redirects/…/: lower-case words joined by dashes, like qr-kitchen-1. It is printed in QR codes, so it cannot change once published.",
    ),
    checked(
      "string",
      "note",
      "Note",
      "Why the link exists and where it is printed, for your colleagues. Visitors never see it.",
      { required: false },
    ),
    checked(
      LINK_RETIREMENT_WIDGET,
      "retired",
      "Retired",
      "A printed link cannot be taken back, so it is never deleted: retired, it keeps sending every visitor to their own country's shop, to its home page or a page you choose.",
      { required: false },
    ),
    checked(
      PAGE_PICKER_WIDGET,
      "target",
      "Page",
      "The page on the visitor's own shop: type its name, like Kitchen, and pick it from the list.",
    ),
    checked(
      COUNTRY_PICKER_WIDGET,
      "countries",
      "Countries",
      "The countries that go to their own shop's page, in this order: type a country's name to find it, or a group like EU shop countries to pick all of a shop's countries. Each says which shop sells there.",
      { multiple: true, options: countries, groups: countryGroups(shops) },
    ),
    checked(
      "select",
      "fallback",
      "Shop for every other country",
      "Visitors from a country not listed go to this shop: usually the global shop (us), or the EU shop (eu). Or pick “Each country's own shop, else …”: every country a shop sells to goes to that shop, and any other to the shop named.",
      { options: fallbackChoices(shops), default: "us" },
    ),
    checked(
      "object",
      "tracking",
      "Tracking",
      "The utm_… parameters added to every address. Leave empty for none.",
      {
        required: false,
        collapsed: false,
        fields: trackingFields.map((field) => ({ ...field, required: false })),
      },
    ),
    checked(
      "list",
      "overrides",
      "Exceptions",
      "Countries that go somewhere else: another page, another shop, an address outside the shops, or without tracking.",
      {
        required: false,
        collapsed: false,
        summary: "{{fields.country}}",
        fields: [
          {
            name: "country",
            label: "Country",
            widget: "select",
            options: countries,
            hint: "Type its name; it must be one of the countries above.",
          },
          {
            name: "target",
            label: "Page",
            widget: PAGE_PICKER_WIDGET,
            required: false,
            hint: "Another page of its shop: type its name, like Bathroom, and pick it from the list.",
          },
          {
            name: "url",
            label: "Address",
            widget: "string",
            required: false,
            hint: "An https address on a shop or an allowed host, instead of a page.",
          },
          {
            name: "shop",
            label: "Shop",
            widget: "select",
            required: false,
            options: shopOptions,
            hint: "Another shop than its own.",
          },
          {
            name: "tracking",
            label: "Tracking",
            widget: "object",
            required: false,
            collapsed: true,
            fields: trackingFields.map((field) => ({ ...field, required: false })),
            hint: "Other utm_… parameters for this country.",
          },
          {
            name: "noTracking",
            label: "No tracking",
            widget: "boolean",
            required: false,
            hint: "Send this country without utm_… parameters.",
          },
        ],
      },
    ),
  ];
}

/** One collection per folder of campaign links, one file per link, named after its short link. */
export const linkCollections = (shops: ShopsFile) =>
  LINK_GROUPS.map((group) => ({
    name: linkCollectionName(group.folder),
    label: `Campaign links: ${group.label}`,
    label_singular: "Campaign link",
    description: group.description,
    folder: `content/redirects/${group.folder}`,
    format: "campaign-link",
    extension: "yaml",
    create: true,
    // Printed links are retired, not deleted (the Retired field); a draft never published can still be
    // thrown away in the editorial workflow.
    delete: false,
    identifier_field: "slug",
    slug: "{{slug}}",
    // "View live" opens the link itself, as a visitor does, not the shop's home page.
    preview_path: "redirects/{{slug}}/",
    summary: "{{slug}} → {{target}}",
    sortable_fields: ["slug", "target"],
    fields: linkFields(shops),
  }));
