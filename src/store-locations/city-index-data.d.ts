// The store finder's city index, written at build time (see src/build/publish-city-index.ts).
declare module "city-index-data" {
  import type { CityIndex } from "./city-index";
  const index: CityIndex;
  export default index;
}
