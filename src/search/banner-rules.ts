import { KlevuGetBannersByType, type KlevuBanner } from "@klevu/core";
import { normaliseSearchTerm } from "./search-term";

export type BannerPlacement = "landingpage" | "quicksearch" | "merchandising";

// The provider's own rules: an end date runs to 23:59:59 of that day and an empty one never ends;
// `showForTerms: null` means every term.
export function bannersFor(
  banners: readonly KlevuBanner[],
  placement: BannerPlacement,
  termOrCategory: string,
): KlevuBanner[] {
  const key = placement === "merchandising" ? termOrCategory : normaliseSearchTerm(termOrCategory);
  return KlevuGetBannersByType([...banners], placement, key);
}
