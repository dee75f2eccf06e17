/** 404 inline script: static hosts know `/redirects/<slug>/` only as written; an unknown slug stays (no loop). */
export function sendToCanonicalSpelling(
  here: Pick<Location, "pathname" | "search" | "hash" | "replace">,
): void {
  let canonical = here.pathname.toLowerCase();
  if (!canonical.startsWith("/redirects/")) return;
  if (!canonical.endsWith("/")) canonical += "/";
  if (canonical !== here.pathname) here.replace(canonical + here.search + here.hash);
}
