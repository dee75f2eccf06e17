import { contentCollections } from "./content-collections";
import { linkCollections } from "./link-collections";
import type { StudioContext } from "./studio-context";

/**
 * Decap's configuration. Published, the studio edits the repository through Netlify's Git Gateway
 * with the editorial workflow: each change is a branch and a pull request (draft → in review → ready)
 * whose deploy preview builds. In `npm run develop` it edits the working copy through Decap's local
 * backend, with no login.
 */
export const studioConfig = (context: StudioContext, studioOrigin: string) => ({
  load_config_file: false,
  backend: { name: "git-gateway", branch: "main" },
  publish_mode: "editorial_workflow",
  ...(context.localBackend ? { local_backend: { url: context.localBackend } } : {}),
  media_folder: "static/images",
  public_folder: "/images",
  // "View live" opens the entry on the site the studio edits: the development server's, in develop.
  site_url: context.localBackend
    ? studioOrigin
    : context.shops.shops.find((shop) => shop.id === context.shops.default)?.origin,
  collections: [...linkCollections(context.shops), ...contentCollections()],
});
