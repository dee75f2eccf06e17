import React from "react";
import type { GatsbySSR } from "gatsby";
import { isTagManagerId, tagManagerSnippet } from "./src/analytics/tag-manager";

const tagManagerId = process.env.GATSBY_GTM_ID;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  if (!isTagManagerId(tagManagerId)) return;
  // Inert until the cookie banner activates it for visitors who accept statistics.
  setHeadComponents([
    <script
      key="tag-manager"
      type="text/plain"
      data-category="statistics"
      dangerouslySetInnerHTML={{ __html: tagManagerSnippet(tagManagerId) }}
    />,
  ]);
};
