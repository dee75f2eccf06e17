import type { Actions, NodePluginArgs, SourceNodesArgs } from "gatsby";
import path from "node:path";
import { pageNamespaces } from "../i18n/namespaces";
import type { BuildContent } from "../site/page-types";
import { storefrontPages, type StorefrontPage } from "../site/page-types";

const PAGE_TYPE = "StorefrontPage";

/** Declared rather than inferred, so that an empty shop still has it. */
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

/** One node per page: Gatsby rebuilds only changed pages and updates them live in develop. */
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
      context: { id: node.id, language, i18n, listing, ns: pageNamespaces(component) },
    });
  }
}
