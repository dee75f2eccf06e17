import type { ContentProblem } from "../content/content-error";
import type { RedirectEntry } from "../redirects/table-schema";
import type { ShopsFile } from "../shops/shops-schema";

interface SavedLink {
  file: string;
  entry: RedirectEntry;
}

/** Written by the build (`/admin/studio-context.json`), answered fresh by the development server. */
export interface StudioContext {
  shops: ShopsFile;
  pages: string[];
  /** Each page's English title, by its path: what the page picker finds pages by. */
  pageTitles: Record<string, string>;
  /** Hosts a link may leave for: every shop's and the allow-list's. */
  allowedHosts: string[];
  links: Record<string, SavedLink>;
  /** The content's mistakes on disk, in `npm run develop` only: the rest is then the last good content's. */
  problems?: ContentProblem[];
  /** The address of Decap's local backend, in `npm run develop` only. */
  localBackend?: string;
}

export const STUDIO_CONTEXT_FILE = "studio-context.json";
