/** Navigation state asking that the page stay where it is scrolled: a listing's filters and sort. */
export const KEEP_SCROLL = "keepScroll";

export const keepsScroll = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[KEEP_SCROLL] === true;
