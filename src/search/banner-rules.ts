import { KlevuGetBannersByType, type KlevuBanner } from "@klevu/core";
import { normaliseSearchTerm } from "./search-term";

export type BannerPlacement = "landingpage" | "quicksearch" | "merchandising";

/**
 * The banners to show: inside their dates (the end date runs to 23:59:59 of that day, an empty end
 * date never ends), for the placement, and for the term (`showForTerms: null` means every term) or,
 * on category pages, the category. The provider's own rules, with the visitor's term normalised.
 */
export function bannersFor(
  banners: readonly KlevuBanner[],
  placement: BannerPlacement,
  termOrCategory: string,
): KlevuBanner[] {
  const key = placement === "merchandising" ? termOrCategory : normaliseSearchTerm(termOrCategory);
  return KlevuGetBannersByType([...banners], placement, key);
}
