import React from "react";
import type { ProductView } from "../../catalogue/view-types";
import { shopSettings } from "../../runtime-settings/runtime-settings";

export function ProductJsonLd({ view }: { view: ProductView }) {
  const { siteUrl } = shopSettings;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: view.name,
    // Once for the product: every offer is sold on this same page.
    url: `${siteUrl}${view.path}`,
    description: view.description,
    image: `${siteUrl}${view.image}`,
    sku: view.variants[0]?.sku,
    brand: { "@type": "Brand", name: "Babyshop" },
    category: view.categoryName,
    ...(view.rating === undefined
      ? {}
      : {
          // Out of 5, schema.org's default for `bestRating`, which is therefore left out.
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: view.rating,
            ...(view.reviewCount === undefined ? {} : { reviewCount: view.reviewCount }),
          },
        }),
    offers: view.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.sku,
      price: view.price.toFixed(2),
      priceCurrency: view.currency,
      availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    })),
  };
  // `<` escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
