import React, { isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { ROUTER_SAFE_PATH_STEP } from "./src/app/router-safe-path";
import { buildSearchEnv } from "./src/search/search-env";
import { searchOrigins } from "./src/search/search-settings";
import { siteData } from "./src/site/runtime-site-data";

/** The 404 page's inline step, minified once by gatsby-node: the minifier stays out of the server bundle. */
declare const __NOT_FOUND_STEP__: string;

/** The search page, in any language: its results come from the search service at once. */
const SEARCH_PAGE = /^(\/[a-z]{2}-[A-Z]{2})?\/search\/$/;

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
  if (SEARCH_PAGE.test(pathname)) {
    const { shopId, languages } = siteData.siteConfig;
    setHeadComponents(
      searchOrigins(buildSearchEnv(), shopId, languages).map((origin) => (
        <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
      )),
    );
  }
};
