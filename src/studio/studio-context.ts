import type { ContentProblem } from "../content/content-error";
import type { RedirectEntry } from "../redirects/table-schema";
import type { ShopsFile } from "../shops/shops-schema";

/** A campaign link as it is saved: the file it is in (from the project root) and its entry. */
interface SavedLink {
  file: string;
  entry: RedirectEntry;
}

/**
 * What the studio checks against and shows, written by the build (`/admin/studio-context.json`) and
 * answered fresh by the development server: the same shops, pages and hosts the build checks with.
 */
export interface StudioContext {
  shops: ShopsFile;
  /** Every page the shops build, without language prefix. */
  pages: string[];
  /** Each page's English title, by its path: what the page picker finds pages by. */
  pageTitles: Record<string, string>;
  /** Hosts a link may leave for: every shop's and the allow-list's. */
  allowedHosts: string[];
  /** The saved campaign links, by slug. */
  links: Record<string, SavedLink>;
  /**
   * The mistakes of the content as it is on disk (a bad merge, a hand edit), in `npm run develop` only:
   * the rest of the context is then the last good content's.
   */
  problems?: ContentProblem[];
  /** The address of Decap's local backend, in `npm run develop` only. */
  localBackend?: string;
}

/** Where the studio's context is served, beside the studio. */
export const STUDIO_CONTEXT_FILE = "studio-context.json";
