// The store finder's city index, written by gatsby-node at build time (see src/stores/publish-city-index.ts).
declare module "city-index-data" {
  import type { CityIndex } from "./city-index";
  const index: CityIndex;
  export default index;
}
