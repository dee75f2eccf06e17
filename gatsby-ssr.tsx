import React, { isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { ROUTER_SAFE_PATH_STEP } from "./src/app/router-safe-path";
import { buildSearchEnv } from "./src/search/search-env";
import { earlySearchScript, type EarlySearchFunctions } from "./src/search/early-search";
import { searchOrigins, searchSettings } from "./src/search/search-settings";
import { siteData } from "./src/site/runtime-site-data";

/** The inline steps, minified once by gatsby-node: the minifier stays out of the server bundle. */
declare const __NOT_FOUND_STEP__: string;
declare const __EARLY_SEARCH__: EarlySearchFunctions;

/** The search page, in any language: its results come from the search service at once. */
const SEARCH_PAGE = /^(?:\/([a-z]{2}-[A-Z]{2}))?\/search\/$/;

/** Gatsby's `generator` tag serves no visitor and no crawler: every page is lighter without it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) =>
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isValidElement<{ name?: string }>(component) && component.props.name === "generator"),
    ),
  );

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (/^\/404(\.html|\/)?$/.test(pathname)) {
    // First things in the 404 page: campaign links in other letter case or without their slash, and
    // addresses that Gatsby's router and loader would read as different pages.
    setHeadComponents([
      <script key="redirect-spelling" dangerouslySetInnerHTML={{ __html: __NOT_FOUND_STEP__ }} />,
      <script key="router-safe-path" dangerouslySetInnerHTML={{ __html: ROUTER_SAFE_PATH_STEP }} />,
    ]);
  }
  const searchPage = SEARCH_PAGE.exec(pathname);
  if (searchPage) {
    const { shopId, languages, defaultLanguage } = siteData.siteConfig;
    const settings = searchSettings(buildSearchEnv(), shopId, searchPage[1] ?? defaultLanguage);
    setHeadComponents([
      ...searchOrigins(buildSearchEnv(), shopId, languages).map((origin) => (
        <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
      )),
      // The search and its settings leave with the HTML, not after the page's code.
      <script
        key="early-search"
        dangerouslySetInnerHTML={{ __html: earlySearchScript(__EARLY_SEARCH__, settings) }}
      />,
    ]);
  }
};
