import {
  KlevuFetch,
  kmcRecommendation,
  sendRecommendationViewEvent,
  type KlevuKMCRecommendations,
  type KlevuResponseQueryObject,
} from "@klevu/core";
import { toSearchProducts, type SearchProduct } from "./search-records";
import type { StaticImage } from "./static-content";

export interface RecommendationContext {
  categoryPath?: string;
  currentProductId?: string;
  itemGroupId?: string;
  cartProductIds?: string[];
}

export type RecommendationResult =
  | { kind: "hidden" }
  | {
      kind: "static";
      metadata: KlevuKMCRecommendations["metadata"];
      content: StaticBanner[];
      query: KlevuResponseQueryObject;
    }
  | {
      kind: "products";
      metadata: KlevuKMCRecommendations["metadata"];
      products: SearchProduct[];
      query: KlevuResponseQueryObject;
    };

export interface StaticBanner {
  targetUrl: string;
  images: StaticImage[];
}

/** The view event goes out with the results, and only with consent. */
export async function recommendation(
  recsKey: string,
  context: RecommendationContext,
  track: boolean,
): Promise<RecommendationResult> {
  const modifiers = track ? [sendRecommendationViewEvent()] : [];
  const request = await kmcRecommendation(recsKey, { id: recsKey, ...context }, ...modifiers);
  const response = await KlevuFetch(request);
  const query = response.queriesById(recsKey);
  const config = query.func.params?.kmcConfig as KlevuKMCRecommendations | undefined;
  if (!config) throw new Error("Recommendation kmcConfig not available");
  const { metadata } = config;
  if (metadata.action === "HIDE_RECOMMENDATION") return { kind: "hidden" };
  if (metadata.action === "STATIC_CONTENT") {
    const content = (config.staticContent ?? []).flatMap(({ targetUrl, image }) =>
      image.length ? [{ targetUrl, images: image }] : [],
    );
    return { kind: "static", metadata, content, query };
  }
  const products = toSearchProducts(query.records);
  return { kind: "products", metadata, products, query };
}
