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

/** Gatsby renders the head after the page, removing the old title first: this waits for the new (1 s at most). */
export function tellTagManagerOfPage({ prevLocation }: { prevLocation: unknown }): void {
  const before = prevLocation ? document.title : "";
  const push = (tries: number) =>
    (document.title && document.title !== before) || !tries
      ? window.dataLayer?.push({ event: ROUTE_CHANGE_EVENT })
      : setTimeout(push, 50, tries - 1);
  push(20);
}
