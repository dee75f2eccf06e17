import type { Actions, NodePluginArgs, SourceNodesArgs } from "gatsby";
import path from "node:path";
import { pageNamespaces } from "../i18n/namespaces";
import type { BuildContent } from "../site/page-types";
import { storefrontPages, type StorefrontPage } from "../site/page-types";

/** The node type of a storefront page, which its template's query reads by id. */
const PAGE_TYPE = "StorefrontPage";

/** The page node's type, declared rather than inferred, so that an empty shop still has it. */
export const PAGE_NODE_TYPE = `
  type ${PAGE_TYPE} implements Node @dontInfer {
    path: String!
    template: String!
    listing: String!
    language: String!
    i18n: JSON!
    data: JSON!
  }
`;

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType">;

/**
 * One node per page: Gatsby then knows which page shows what, rebuilds only the pages whose node
 * changed, and in `gatsby develop` updates them in the open browser. Pages gone from content lose theirs.
 */
export function publishPageNodes(
  content: BuildContent,
  { actions, createNodeId, createContentDigest, getNodesByType }: NodeArgs,
): void {
  const ids = new Set<string>();
  for (const page of storefrontPages(content)) {
    const id = createNodeId(`${PAGE_TYPE} ${page.path}`);
    ids.add(id);
    actions.createNode({
      ...page,
      id,
      internal: { type: PAGE_TYPE, contentDigest: createContentDigest(page) },
    });
  }
  for (const node of getNodesByType(PAGE_TYPE)) if (!ids.has(node.id)) actions.deleteNode(node);
}

/** A page for each page node, rendered by its template under `src/templates`. */
export function createPagesFromNodes(
  root: string,
  { createPage }: Pick<Actions, "createPage">,
  getNodesByType: NodePluginArgs["getNodesByType"],
): void {
  for (const node of getNodesByType(PAGE_TYPE)) {
    const { path: pagePath, template, listing, language, i18n } = node as unknown as StorefrontPage;
    const component = path.join(root, "src", "templates", `${template}.tsx`);
    createPage({
      path: pagePath,
      component,
      // The listing tells the page's head whether search engines may list it.
      context: { id: node.id, language, i18n, listing, ns: pageNamespaces(component) },
    });
  }
}
