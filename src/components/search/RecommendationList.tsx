import React, { useLayoutEffect, useRef } from "react";
import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { Link } from "gatsby";
import { useI18next } from "../../i18n/hooks";
import { eachProductOnce } from "../../search/each-product-once";
import type { RecommendationContext, RecommendationResult } from "../../search/recommendation-queries";
import type { SearchProduct } from "../../search/search-records";
import { merchandisingImage, recordPath } from "../../search/search-records";
import { imageForWidth } from "../../search/static-content";
import { useAnchorsSet, useSteadyBelow } from "../layout/use-steady-below";
import { SearchProductGrid } from "./SearchProductGrid";
import { useSearchTracking, type SearchRuntime } from "./use-search-runtime";
import { withSearchRuntime } from "./with-search-runtime";
import * as styles from "./recommendations.module.css";
import * as search from "./search.module.css";

const FLOW_ROOT = { display: "flow-root" } as const;

interface Props {
  keys: string[];
  context: RecommendationContext;
  /** Handles of the products the page shows itself: no row repeats them. */
  shown: string[];
  /** Told once every row has answered (or failed), when the rows take their final place. */
  onSettled: () => void;
}

export default withSearchRuntime<Props>(Rows);

/**
 * Every row at once, once all have answered: a row shows only products no other part of the page
 * shows (the page itself or a row above it), and rows never appear one after the other under a reader.
 */
function Rows({ keys, context, shown, onSettled, runtime }: Props & { runtime: SearchRuntime }) {
  const { language } = useI18next();
  const track = useSearchTracking();
  const results = useQueries({
    queries: keys.map((recsKey) => ({
      queryKey: ["recommendation", language, recsKey, context, track],
      queryFn: () => runtime.recommendation(recsKey, context, track),
    })),
  });
  const settled = useAnchorsSet() && results.every((result) => !result.isPending);
  const box = useRef<HTMLDivElement>(null);
  // Rows that arrive in view, above the footer the reader is looking at, would push it away.
  useSteadyBelow(box, settled);
  useLayoutEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  // Its own formatting context, so that its height holds the rows' margins.
  if (!settled) return <div ref={box} style={FLOW_ROOT} />;
  const rows = eachProductOnce(
    results.map(({ data }) => (data?.kind === "products" ? data.products : [])),
    shown,
  );
  return (
    <div ref={box} style={FLOW_ROOT}>
      {keys.map((recsKey, index) => (
        <Recommendation
          key={recsKey}
          recsKey={recsKey}
          result={results[index]!}
          products={rows[index] ?? []}
          track={track}
        />
      ))}
    </div>
  );
}

function Recommendation({
  recsKey,
  result,
  products,
  track,
}: {
  recsKey: string;
  result: UseQueryResult<RecommendationResult>;
  products: SearchProduct[];
  track: boolean;
}) {
  // A row that cannot load (an unknown key, the service down) leaves no word of it: the page is not search.
  const data = result.data;
  if (!data || data.kind === "hidden") return null;
  const headingId = `recommendation-${recsKey}`;
  if (data.kind === "static") {
    // The picture made for this screen's width, with its own description.
    const shown = data.content.flatMap((item) => {
      const image = imageForWidth(item.images, window.innerWidth);
      const href = recordPath(item.targetUrl);
      const src = merchandisingImage(image?.url);
      return image && href && src ? [{ href, src, image }] : [];
    });
    if (!shown.length) return null;
    return (
      <section aria-labelledby={headingId} className={styles.recommendation} data-recommendation={recsKey}>
        <h2 id={headingId}>{data.metadata.title}</h2>
        {/* A link within the site, so the click's event (sent by fetch) is not cut off by a page unloading. */}
        {shown.map(({ href, src, image }) => (
          <Link
            key={href}
            to={href}
            className={search.banner}
            data-resolution={image.resolution}
            onClick={() =>
              track &&
              data.query.recommendationBannerClickEvent?.({
                // The SDK types the two sizes KMC offers; it finds the clicked image by this name.
                resolution: image.resolution as "desktop" | "mobile",
              })
            }
          >
            <img src={src} alt={image.altTag} width={960} height={240} loading="lazy" />
            {/* Beside the picture, as a merchandising banner has its words: the picture's own description,
                heard once, from the picture. */}
            <span aria-hidden="true">{image.altTag}</span>
          </Link>
        ))}
      </section>
    );
  }
  if (!products.length) return null;
  return (
    <section aria-labelledby={headingId} className={styles.recommendation} data-recommendation={recsKey}>
      <h2 id={headingId}>{data.metadata.title}</h2>
      <SearchProductGrid
        products={products}
        onClick={(product) => track && data.query.recommendationClickEvent?.({ productId: product.id })}
      />
    </section>
  );
}
