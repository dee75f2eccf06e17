import React, { cloneElement, type ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { testShopNotice } from "./src/build/test-shop-notice";
import { languageOfPath } from "./src/i18n/language-path";
import { GATSBY_SCRIPTS_SLICE_ID, SCRIPT_LOADER_ID, withoutCdata } from "./src/page-start/scripts-slice";
import { HELD_SCRIPTS_ID } from "./src/page-start/start-page";
import { buildSearchEnv } from "./src/search/search-env";
import { earlySearchScript, type EarlySearchFunctions } from "./src/search/early-search";
import { searchOrigins, searchSettings } from "./src/search/search-settings";
import { shopSettings } from "./src/runtime-settings/runtime-settings";

/** The inline head scripts, minified once by gatsby-node: see src/page-start/inline-head-scripts.ts. */
declare const __NOT_FOUND_SCRIPTS__: string[];
declare const __EARLY_SEARCH__: EarlySearchFunctions;
declare const __LANGUAGE_SCRIPT__: string;
declare const __START_PAGE_SCRIPT__: string;

interface PostBodyProps {
  sliceId?: string;
  id?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

const NOT_FOUND_PAGE = /^\/404(\.html|\/)?$/;

/** The offline worker's app shell has nothing to paint until its scripts render, so they run at once. */
const APP_SHELL = /^\/offline-plugin-app-shell-fallback\/?$/;

/** Its results come from the search service at once. */
const SEARCH_PAGE = /^(?:\/([a-z]{2}-[A-Z]{2}))?\/search\/$/;

/** Outside what React renders: it stays as built and ships no code. */
const TEST_SHOP_STYLE = {
  margin: 0,
  padding: "0.5rem 1rem",
  background: "#fff3c4",
  textAlign: "center",
} as const;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const testShop = testShopNotice(pathname, shopSettings);
  if (testShop)
    setPreBodyComponents([
      <p key="test-shop" role="note" style={TEST_SHOP_STYLE}>
        {testShop}
      </p>,
    ]);
  const searchPage = SEARCH_PAGE.exec(pathname);
  if (searchPage) {
    const { shopId, languages, defaultLanguage } = shopSettings;
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

/**
 * 404: scripts for campaign links and addresses Gatsby would misread; unprefixed pages: the language script;
 * others: the start of the held scripts (src/page-start/README.md). The generator tag makes room.
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
  const scripts = [
    ...(NOT_FOUND_PAGE.test(pathname) ? __NOT_FOUND_SCRIPTS__ : []),
    languageOfPath(pathname, shopSettings).routed ? __START_PAGE_SCRIPT__ : __LANGUAGE_SCRIPT__,
  ];
  replaceHeadComponents([
    ...scripts.map((script) => <script key={script} dangerouslySetInnerHTML={{ __html: script }} />),
    ...head,
  ]);
  if (APP_SHELL.test(pathname)) return;
  replacePostBodyComponents(
    (getPostBodyComponents() as ReactElement<PostBodyProps>[]).map((component) =>
      component.props?.sliceId === GATSBY_SCRIPTS_SLICE_ID ? (
        <template key={GATSBY_SCRIPTS_SLICE_ID} id={HELD_SCRIPTS_ID}>
          {component}
        </template>
      ) : component.props?.id === SCRIPT_LOADER_ID && component.props.dangerouslySetInnerHTML ? (
        cloneElement(component, {
          dangerouslySetInnerHTML: { __html: withoutCdata(component.props.dangerouslySetInnerHTML.__html) },
        })
      ) : (
        component
      ),
    ),
  );
};
