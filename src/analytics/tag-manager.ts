/** Google Tag Manager container ids look like GTM-ABC123. */
export const isTagManagerId = (id: string | undefined): id is string =>
  !!id && /^GTM-[A-Z0-9]{4,12}$/.test(id);

export const ROUTE_CHANGE_EVENT = "gatsby-route-change";

/** The container's loader, which runs only once statistics consent is given. */
export const tagManagerUrl = (id: string): string =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** What the container expects in the data layer before its loader runs. */
export const tagManagerStart = (now: number) => ({ "gtm.start": now, event: "gtm.js" });
