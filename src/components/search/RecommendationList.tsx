import React from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useI18next } from "../../i18n/hooks";
import type { RecommendationContext } from "../../search/recommendation-queries";
import { recordPath } from "../../search/search-records";
import { imageForWidth } from "../../search/static-content";
import { SearchError } from "./SearchError";
import { SearchProductGrid } from "./SearchProductGrid";
import { useSearchRuntime, useSearchTracking } from "./use-search-runtime";
import * as styles from "./recommendations.module.css";
import * as search from "./search.module.css";

type Runtime = NonNullable<ReturnType<typeof useSearchRuntime>>;

/** Loaded when recommendations come into view. */
export default function RecommendationList({
  keys,
  context,
}: {
  keys: string[];
  context: RecommendationContext;
}) {
  const runtime = useSearchRuntime();
  if (!runtime) return null;
  return (
    <QueryClientProvider client={runtime.queryClient}>
      {keys.map((key) => (
        <Recommendation key={key} recsKey={key} context={context} runtime={runtime} />
      ))}
    </QueryClientProvider>
  );
}

function Recommendation({
  recsKey,
  context,
  runtime,
}: {
  recsKey: string;
  context: RecommendationContext;
  runtime: Runtime;
}) {
  const { language } = useI18next();
  const track = useSearchTracking();
  const result = useQuery({
    queryKey: ["recommendation", language, recsKey, context, track],
    queryFn: () => runtime.recommendation(recsKey, context, track),
  });
  if (result.isError) return <SearchError onRetry={() => void result.refetch()} compact />;
  const data = result.data;
  if (!data || data.kind === "hidden") return null;
  const headingId = `recommendation-${recsKey}`;
  if (data.kind === "static") {
    // The picture made for this screen's width, with its own description.
    const shown = data.content.flatMap((item) => {
      const image = imageForWidth(item.images, window.innerWidth);
      const href = recordPath(item.targetUrl);
      const src = recordPath(image?.url);
      return image && href && src?.startsWith("/images/") ? [{ href, src, image }] : [];
    });
    if (!shown.length) return null;
    return (
      <section aria-labelledby={headingId} className={styles.recommendation} data-recommendation={recsKey}>
        <h2 id={headingId}>{data.metadata.title}</h2>
        {shown.map(({ href, src, image }) => (
          <a
            key={href}
            href={href}
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
          </a>
        ))}
      </section>
    );
  }
  if (!data.products.length) return null;
  return (
    <section aria-labelledby={headingId} className={styles.recommendation} data-recommendation={recsKey}>
      <h2 id={headingId}>{data.metadata.title}</h2>
      <SearchProductGrid
        products={data.products}
        onClick={(product) => track && data.query.recommendationClickEvent?.({ productId: product.id })}
      />
    </section>
  );
}
