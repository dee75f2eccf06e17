import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { KlevuEvents, type KlevuBanner } from "@klevu/core";
import { merchandisingImage, recordPath } from "../../search/search-records";
import { useSearchTracking } from "./use-search-runtime";
import { ListImage } from "../layout/ListImage";
import * as styles from "./search.module.css";

/**
 * Merchandising banners, in quick search, on the search page and on category pages. They come from the
 * search provider's settings, so only links and images that are paths on this site are used. A click
 * is reported with the term (or category) they were shown for, with consent only.
 */
export function SearchBanners({ banners, term }: { banners: KlevuBanner[]; term: string }) {
  const { t } = useTranslation();
  const track = useSearchTracking();
  const onClick = (banner: KlevuBanner) =>
    track &&
    KlevuEvents.imageBannerClick({
      term,
      bannerId: String(banner.bannerRef),
      bannerName: banner.bannerName,
      imageUrl: banner.bannerImg,
      targetUrl: banner.redirectUrl,
      override: {},
    });
  const shown = banners.flatMap((banner) => {
    const href = recordPath(banner.redirectUrl);
    return href ? [{ banner, href, image: merchandisingImage(banner.bannerImg) }] : [];
  });
  if (!shown.length) return null;
  return (
    <ul className={styles.banners} aria-label={t("search.banners")}>
      {shown.map(({ banner, href, image }, index) => (
        <li key={banner.bannerRef}>
          <a
            href={href}
            className={styles.banner}
            onClick={() => onClick(banner)}
            data-banner={banner.bannerName}
          >
            {/* The first banner leads the results, in view. */}
            {image && <ListImage src={image} size={72} first={index === 0} />}
            <span>{banner.bannerAltTag || banner.bannerName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
