export const isTagManagerId = (id: string | undefined): id is string =>
  !!id && /^GTM-[A-Z0-9]{4,12}$/.test(id);

export const ROUTE_CHANGE_EVENT = "gatsby-route-change";
