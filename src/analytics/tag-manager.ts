/** Google Tag Manager container ids look like GTM-ABC123. */
export const isTagManagerId = (id: string | undefined): id is string =>
  !!id && /^GTM-[A-Z0-9]{4,12}$/.test(id);

export const ROUTE_CHANGE_EVENT = "gatsby-route-change";

/** The container loader. It is rendered inert and runs only once statistics consent is given. */
export const tagManagerSnippet = (id: string): string =>
  `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` +
  `var s=document.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtm.js?id=${id}";` +
  `document.head.appendChild(s);`;
