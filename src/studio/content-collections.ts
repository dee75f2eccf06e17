import type { z } from "zod";
import { catalogueCollections } from "./catalogue-collections";
import type { ContentCollection } from "./content-fields";
import { guideCollections } from "./guide-collections";
import { merchandisingCollections } from "./merchandising-collections";
import { shopCollections } from "./shop-collections";

/** The content the marketers change most, each collection with the schema the build checks it by. */
export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  ...catalogueCollections,
  ...guideCollections,
  ...shopCollections,
  ...merchandisingCollections,
];

export const contentCollections = () => CONTENT_COLLECTIONS.map((collection) => collection.config);

export const schemaOfCollection = (name: string): z.ZodType | undefined =>
  CONTENT_COLLECTIONS.find((collection) => collection.config.name === name)?.schema;
