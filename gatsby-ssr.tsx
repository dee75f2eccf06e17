import React, { type ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { ROUTER_SAFE_PATH_STEP } from "./src/app/router-safe-path";
import { languageOfPath } from "./src/i18n/language-path";
import { HELD_SCRIPTS_ID } from "./src/i18n/language-step";
import { buildSearchEnv } from "./src/search/search-env";
import { searchOrigins } from "./src/search/search-settings";
import { siteData } from "./src/site/runtime-site-data";

/** The 404 page's inline step, minified once by gatsby-node: the minifier stays out of the server bundle. */
declare const __NOT_FOUND_STEP__: string;
/** The language step of every unprefixed page, minified the same way (see src/site/language-step-script.ts). */
declare const __LANGUAGE_STEP__: string;

/** The slice in which Gatsby renders a page's scripts (and their chunk mapping) at the end of its body. */
const SCRIPTS_SLICE = "_gatsby-scripts";

const NOT_FOUND_PAGE = /^\/404(\.html|\/)?$/;

/** The search page, in any language: its results come from the search service at once. */
const SEARCH_PAGE = /^(\/[a-z]{2}-[A-Z]{2})?\/search\/$/;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (SEARCH_PAGE.test(pathname)) {
    const { shopId, languages } = siteData.siteConfig;
    setHeadComponents(
      searchOrigins(buildSearchEnv(), shopId, languages).map((origin) => (
        <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
      )),
    );
  }
};

/**
 * The first things in the head of every page without a language prefix (Dutch, the default): the
 * 404 page's steps for campaign links in other letter case or without their slash and for addresses
 * that Gatsby's router and loader would read as different pages, then the language step, which sends
 * a visitor of another language on before anything loads. Until that step lets the visitor stay, the
 * page's scripts wait in a template, where no browser fetches them. On every page, Gatsby's generator
 * tag, which tells a visitor nothing, makes room for part of the step.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = (getHeadComponents() as ReactElement<{ name?: string }>[]).filter(
    (component) => component.props?.name !== "generator",
  );
  if (languageOfPath(pathname, siteData.siteConfig).routed) return replaceHeadComponents(head);
  const steps = [
    ...(NOT_FOUND_PAGE.test(pathname) ? [__NOT_FOUND_STEP__, ROUTER_SAFE_PATH_STEP] : []),
    __LANGUAGE_STEP__,
  ];
  replaceHeadComponents([
    ...steps.map((step) => <script key={step} dangerouslySetInnerHTML={{ __html: step }} />),
    ...head,
  ]);
  replacePostBodyComponents(
    (getPostBodyComponents() as ReactElement<{ sliceId?: string }>[]).map((component) =>
      component.props?.sliceId === SCRIPTS_SLICE ? (
        <template key={SCRIPTS_SLICE} id={HELD_SCRIPTS_ID}>
          {component}
        </template>
      ) : (
        component
      ),
    ),
  );
};
