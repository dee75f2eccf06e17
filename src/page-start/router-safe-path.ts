/** 404 inline script: a path the router and loader read differently (`/a%2Fb/`, `/%zz/`) gets its `%` escaped. */
export function makeRouterSafe(
  here: Pick<Location, "pathname" | "search" | "hash">,
  past: Pick<History, "state" | "replaceState">,
): void {
  const path = here.pathname;
  const decode = decodeURIComponent;
  try {
    if (decode(encodeURI(decodeURI(path))) === decode(path)) return;
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
