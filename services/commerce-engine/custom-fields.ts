import { LanguageCode, type CustomFields } from "@vendure/core";

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

export const customFields: CustomFields = {
  Order: [
    {
      name: "giftMessage",
      type: "string",
      length: 200,
      nullable: true,
      public: true,
      label: en("Gift message card text"),
    },
    {
      name: "shop",
      type: "string",
      nullable: true,
      public: true,
      label: en("Shop the order was placed in"),
      description: en("The regional shop's id, as in content/shops.yaml: the emails link to it."),
    },
    { name: "awinId", type: "string", nullable: true, public: true, label: en("Awin click id") },
    { name: "cjEventId", type: "string", nullable: true, public: true, label: en("CJ event id") },
    {
      name: "paymentMethod",
      type: "string",
      nullable: true,
      public: true,
      label: en("Payment method chosen"),
      description: en("What the shopper chose at checkout; the payment itself says how they paid."),
    },
  ],
  OrderLine: [
    {
      name: "bundleItems",
      type: "string",
      nullable: true,
      public: true,
      label: en("Set contents"),
      description: en("The SKUs chosen for each item of a set, separated by colons."),
    },
  ],
  Product: [
    {
      name: "giftOption",
      type: "boolean",
      defaultValue: false,
      public: true,
      label: en("Gift option (gift card or box)"),
      description: en("Gift options do not count towards free shipping."),
    },
  ],
  ProductVariant: [
    {
      name: "waitingForStock",
      type: "int",
      defaultValue: 0,
      public: false,
      readonly: true,
      label: en("Shoppers waiting for this variant"),
      description: en("Each gets one email when the variant is back in stock."),
    },
  ],
};

declare module "@vendure/core/dist/entity/custom-entity-fields" {
  interface CustomOrderFields {
    giftMessage: string | null;
    shop: string | null;
    awinId: string | null;
    cjEventId: string | null;
    paymentMethod: string | null;
  }
  interface CustomOrderLineFields {
    bundleItems: string | null;
  }
  interface CustomProductFields {
    giftOption: boolean;
  }
  interface CustomProductVariantFields {
    waitingForStock: number;
  }
}
