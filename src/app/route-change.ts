import { ROUTE_CHANGE_EVENT } from "../analytics/tag-manager";
import type { StorefrontState } from "../state/shared-state";

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

type Overlays = Pick<
  StorefrontState,
  "setSearchOpen" | "setNavOpen" | "setDrawerIndices" | "setAddedProduct"
>;

/**
 * Another page opens with search, navigation and the added-to-cart drawer closed, as after a full page
 * load: nothing covers what the visitor came to see.
 */
export function closeOverlaysOnNewPage(
  location: Pick<Location, "pathname">,
  prevLocation: Pick<Location, "pathname"> | null | undefined,
  overlays: Overlays,
): void {
  if (!prevLocation || prevLocation.pathname === location.pathname) return;
  overlays.setSearchOpen(false);
  overlays.setNavOpen(false);
  overlays.setDrawerIndices([null, null]);
  overlays.setAddedProduct(undefined);
}

/**
 * Tells the tag manager of the page, which it reads the title of. Gatsby renders a page's head after
 * the page, removing the previous title first: after a navigation, this waits until the new title is in
 * place (a second at most).
 */
export function tellTagManagerOfPage({ prevLocation }: { prevLocation: unknown }): void {
  const before = prevLocation ? document.title : "";
  const push = (tries: number) =>
    (document.title && document.title !== before) || !tries
      ? window.dataLayer?.push({ event: ROUTE_CHANGE_EVENT })
      : setTimeout(push, 50, tries - 1);
  push(20);
}
