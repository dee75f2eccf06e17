/**
 * Inline head script of the 404 page: static hosts only know `/redirects/<slug>/` as written, so a link typed
 * in other letter case or without its final slash lands on the 404 page, which sends it on to the
 * canonical spelling. An unknown slug is already canonical and stays on the 404 page: no loop.
 * Self-contained, as `inlineFunction` requires.
 */
export function sendToCanonicalSpelling(
  here: Pick<Location, "pathname" | "search" | "hash" | "replace">,
): void {
  let canonical = here.pathname.toLowerCase();
  if (!canonical.startsWith("/redirects/")) return;
  if (!canonical.endsWith("/")) canonical += "/";
  if (canonical !== here.pathname) here.replace(canonical + here.search + here.hash);
}
