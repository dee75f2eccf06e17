/** The countries the fixture's eu shop sells to, in the order tests/fixtures/content/shops.yaml lists them. */
export const EU_SHOP_COUNTRIES = "at be pl pt ie hr cz dk ee fi hu lv lt lu sk si cy gr".split(" ");
