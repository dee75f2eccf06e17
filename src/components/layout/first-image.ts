/**
 * For the image that is a page's largest paint: fetched first. React 18 does not know the
 * `fetchPriority` prop (it warns, then writes the attribute anyway); the lower-case HTML attribute
 * passes through as it is.
 */
export const FIRST_IMAGE = { fetchpriority: "high" } as Record<string, string>;
