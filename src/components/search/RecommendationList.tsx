import React from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useI18next } from "../../i18n/hooks";
import type { RecommendationContext } from "../../search/recommendation-queries";
import { recordPath } from "../../search/search-records";
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
    const shown = data.content.flatMap((item) => {
      const href = recordPath(item.targetUrl);
      const src = recordPath(item.image.url);
      return href && src?.startsWith("/images/") ? [{ href, src, alt: item.image.altTag }] : [];
    });
    if (!shown.length) return null;
    return (
      <section aria-labelledby={headingId} className={styles.recommendation}>
        <h2 id={headingId}>{data.metadata.title}</h2>
        {shown.map((item) => (
          <a
            key={item.href}
            href={item.href}
            className={search.banner}
            onClick={() => track && data.query.recommendationBannerClickEvent?.({ resolution: "desktop" })}
          >
            <img src={item.src} alt={item.alt} width={960} height={240} loading="lazy" />
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
