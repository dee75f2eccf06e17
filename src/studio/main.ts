// The studio's script at /admin/: it runs before Decap CMS's own (which then waits for it), reads the
// studio's context, registers the checked widgets, the file formats and the link preview, and starts
// Decap with the site's collections; with the local backend, saves are guarded and entries have a history.
import "./schemas-without-eval";
import { studioConfig } from "./studio-config";
import { registerStudio } from "./register-studio";
import { shownProblems, type CollectionPlace } from "./content-problems";
import { captureDecapStore } from "./decap-store";
import { showEntryHistory } from "./entry-history-panel";
import { guardSaves } from "./guard-saves";
import { linkBulkImport } from "./bulk-import-link";
import { STUDIO_CONTEXT_FILE, type StudioContext } from "./studio-context";

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;
captureDecapStore();

const context = fetch(STUDIO_CONTEXT_FILE, { cache: "no-store" }).then((response) => {
  if (!response.ok) throw new Error(`The studio's context did not load (${response.status})`);
  return response.json() as Promise<StudioContext>;
});
// Decap's script comes after this one: it has run once the page has loaded.
const decapLoaded = new Promise((resolve) =>
  window.addEventListener("DOMContentLoaded", resolve, { once: true }),
);

/** Lists the content's mistakes above the studio, each with the entry that fixes it. */
function showProblems(context: StudioContext, collections: readonly CollectionPlace[]): void {
  const problems = shownProblems(context.problems ?? [], collections);
  if (problems.length === 0) return;
  const element = (tag: string, text?: string) =>
    Object.assign(document.createElement(tag), text === undefined ? {} : { textContent: text });
  const panel = element("aside");
  panel.className = "content-problems";
  panel.setAttribute("role", "alert");
  panel.append(
    element(
      "h2",
      `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`} to fix. Until then the site and its links use the last good content.`,
    ),
  );
  const list = element("ul");
  for (const { entry, message, href } of problems) {
    const item = element("li");
    item.append(element("strong", entry), element("span", ` ${message} `));
    if (href) item.append(Object.assign(element("a", "Open to fix"), { href }));
    list.append(item);
  }
  panel.append(list);
  document.body.prepend(panel);
}

void Promise.all([context, decapLoaded]).then(
  ([loaded]) => {
    const checkOf = registerStudio(loaded);
    if (loaded.localBackend) {
      guardSaves(loaded.localBackend);
      // The import writes through the local backend: the published studio has none.
      linkBulkImport();
      showEntryHistory(loaded.localBackend, checkOf);
    }
    const config = studioConfig(loaded, window.location.origin);
    showProblems(loaded, config.collections as CollectionPlace[]);
    window.CMS.init({ config });
  },
  (error: unknown) => {
    document.body.textContent = `The studio cannot open: ${String(error)}. Is the site's content valid?`;
  },
);
