import { shippingFileSchema } from "../checkout/shipping-schema";
import { mainMenuFileSchema } from "../shops/main-menu-schema";
import { storesFileSchema } from "../store-locations/schema";
import { WEEKDAYS, weekdayName } from "../store-locations/weekdays";
import { checked } from "./decap-fields";
import {
  entries,
  field,
  inEachCurrency,
  localized,
  oneFileCollection,
  optional,
  texts,
} from "./content-fields";

const stores = oneFileCollection(
  "content/stores.yaml",
  "Stores",
  "The Babyshop stores and partner stores on the stores page, with their opening hours.",
  [
    entries(
      "stores",
      "Stores",
      "Each store, with its address and opening hours.",
      "{{fields.name}} ({{fields.city}})",
      [
        field(
          "id",
          "Id",
          "A name for the store in lower-case words joined by dashes, like amsterdam-centrum. Used once.",
        ),
        field("name", "Name", "The store's name as shoppers see it."),
        field("country", "Country", "The country's two-letter code in lower case, like nl or be."),
        field("city", "City", "The city, as shoppers search for it."),
        field("address", "Address", "Street and number."),
        field("postcode", "Postcode", "As the country writes it, like 1016 EN."),
        field("phone", "Phone", 'Starting with + and the country code, like "+31 20 555 0100".'),
        field("timeZone", "Time zone", "Where the opening hours are kept, like Europe/Amsterdam."),
        {
          name: "coordinates",
          label: "Location on the map",
          hint: "Where the store is on the map; copy both numbers from a map service.",
          widget: "object",
          collapsed: true,
          fields: [
            field("lat", "Latitude", "North of the equator, in degrees, like 52.3712.", {
              widget: "number",
              value_type: "float",
              step: 0.0001,
              min: -90,
              max: 90,
            }),
            field("lng", "Longitude", "East of Greenwich, in degrees, like 4.8846.", {
              widget: "number",
              value_type: "float",
              step: 0.0001,
              min: -180,
              max: 180,
            }),
          ],
        },
        {
          name: "hours",
          label: "Opening hours",
          hint: 'Each day in the store\'s own time, like "10:00-18:00", or closed.',
          widget: "object",
          collapsed: true,
          fields: WEEKDAYS.map((day) => ({
            name: day,
            label: weekdayName(day, "en-US"),
            widget: "string",
            hint: 'Like "10:00-18:00", or closed.',
          })),
        },
      ],
    ),
  ],
  storesFileSchema,
);

const shipping = oneFileCollection(
  "content/shipping.yaml",
  "Shipping",
  "The shipping methods offered at checkout, their prices, and the returns promise.",
  [
    entries(
      "methods",
      "Shipping methods",
      "Each way of shipping shoppers choose from at checkout.",
      "{{fields.name.en-US}}",
      [
        field("id", "Id", "A name for the method in lower-case words joined by dashes, like standard."),
        localized("name", "Name", "The method's name at checkout."),
        localized("delivery", "Delivery time", "How long delivery takes, like 2–4 business days."),
        field("prices", "Prices", "What shipping costs in each shop's currency, like 4.95.", {
          widget: "object",
          collapsed: true,
          fields: inEachCurrency(),
        }),
        optional(
          field(
            "freeFrom",
            "Free from",
            "The order value from which shipping is free, in each currency. Leave all empty for never free.",
            { widget: "object", collapsed: true, fields: inEachCurrency() },
          ),
        ),
      ],
    ),
    texts("returns", "Returns promise", 'The returns promise shown beside "Add to cart".'),
  ],
  shippingFileSchema,
);

const mainMenu = oneFileCollection(
  "content/main-menu.yaml",
  "Main menu",
  "The sections of the header's menu and the links in each, in order.",
  [
    entries(
      "sections",
      "Sections",
      "Each section opens a drawer of links in the header.",
      "{{fields.label.en-US}}",
      [
        localized("label", "Label", "The section's name in the header."),
        checked("list", "links", "Links", "The links in the section's drawer, in order.", {
          collapsed: true,
          summary: "{{fields.label.en-US}} ({{fields.to}})",
          fields: [
            localized("label", "Label", "The link's text."),
            field("to", "Page", "The path of a page of the shop, like /categories/cribs/."),
          ],
        }),
      ],
    ),
  ],
  mainMenuFileSchema,
);

export const shopCollections = [stores, shipping, mainMenu];
