import React from "react";
import type { KlevuBanner } from "@klevu/core";
import { recordPath } from "../../search/search-records";
import * as styles from "./search.module.css";

/**
 * Merchandising banners. They come from the search provider's settings, so only links and images that
 * are paths on this site are used.
 */
export function SearchBanners({
  banners,
  onClick,
}: {
  banners: KlevuBanner[];
  onClick?: (b: KlevuBanner) => void;
}) {
  const shown = banners.flatMap((banner) => {
    const href = recordPath(banner.redirectUrl);
    const image = recordPath(banner.bannerImg);
    return href ? [{ banner, href, image: image?.startsWith("/images/") ? image : undefined }] : [];
  });
  if (!shown.length) return null;
  return (
    <ul className={styles.banners} aria-label="Banners">
      {shown.map(({ banner, href, image }) => (
        <li key={banner.bannerRef}>
          <a
            href={href}
            className={styles.banner}
            onClick={() => onClick?.(banner)}
            data-banner={banner.bannerName}
          >
            {image && <img src={image} alt="" width={960} height={240} loading="lazy" />}
            <span>{banner.bannerAltTag || banner.bannerName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
