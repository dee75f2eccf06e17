import type { ServiceRecord } from "../../../services/search-local/catalogue-records";

interface ProductFixture {
  id: string;
  category?: string;
  colours?: string[];
  sizes?: string[];
  price?: number;
  rating?: number;
  inStock?: boolean;
}

/** A product record with only what a test sets; option names are their values in capitals. */
export function product({
  id,
  category = "misc",
  colours = [],
  sizes = [],
  price = 10,
  rating,
  inStock = true,
}: ProductFixture): ServiceRecord {
  const option = (value: string) => ({ value, name: value.toUpperCase() });
  return {
    id,
    type: "KLEVU_PRODUCT",
    fields: {
      id,
      itemGroupId: id,
      name: id,
      url: "",
      image: "",
      imageUrl: "",
      typeOfRecord: "KLEVU_PRODUCT",
      shortDesc: "",
    },
    text: { name: id, category, description: "" },
    category: option(category),
    colours: colours.map(option),
    sizes: sizes.map(option),
    skus: new Set(),
    price,
    rating,
    inStock,
    popularity: 0,
    related: [],
    boughtWith: [],
    namedBy: 0,
  };
}
