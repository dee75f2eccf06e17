/**
 * Inline head script of the 404 page, before any other: Gatsby's router spells an address
 * `encodeURI(decodeURI(path))` while its loader decodes it as written, so a path with an escaped
 * `/`, `?`, `#`, `;` or `=` (`/a%2Fb/`) names two different pages and React renders nothing, and a
 * malformed escape (`/%zz/`) throws while the router loads. Such a path is never a page of the shop:
 * the script escapes its `%` signs in place, without a navigation, a spelling both read alike (and
 * with one leading slash, which keeps `//host/` from reading as another origin).
 * Self-contained, as `inlineFunction` requires.
 */
export function makeRouterSafe(
  here: Pick<Location, "pathname" | "search" | "hash">,
  past: Pick<History, "state" | "replaceState">,
): void {
  const path = here.pathname;
  const decode = decodeURIComponent;
  try {
    if (decode(encodeURI(decodeURI(path))) === decode(path)) return;
    // ES2015 has no catch without a binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (malformed) {
    // Escaped as below.
  }
  past.replaceState(
    past.state,
    "",
    "/" + path.replace(/^\/+/, "").replace(/%/g, "%25") + here.search + here.hash,
  );
}
