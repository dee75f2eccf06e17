// The studio's script at /admin/: it runs before Decap CMS's own (which then waits for it), reads the
// studio's context, registers the checked widgets, the file formats and the link preview, and starts
// Decap with the site's collections.
import "./schemas-without-eval";
import { studioConfig } from "./studio-config";
import { registerStudio } from "./register-studio";
import { STUDIO_CONTEXT_FILE, type StudioContext } from "./studio-context";

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;

const context = fetch(STUDIO_CONTEXT_FILE, { cache: "no-store" }).then((response) => {
  if (!response.ok) throw new Error(`The studio's context did not load (${response.status})`);
  return response.json() as Promise<StudioContext>;
});
// Decap's script comes after this one: it has run once the page has loaded.
const decapLoaded = new Promise((resolve) =>
  window.addEventListener("DOMContentLoaded", resolve, { once: true }),
);

void Promise.all([context, decapLoaded]).then(
  ([loaded]) => {
    registerStudio(loaded);
    window.CMS.init({ config: studioConfig(loaded) });
  },
  (error: unknown) => {
    document.body.textContent = `The studio cannot open: ${String(error)}. Is the site's content valid?`;
  },
);
