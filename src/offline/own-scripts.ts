/** What the browser's resource timing says of one fetched file. */
interface LoadedResource {
  name: string;
  initiatorType: string;
}

/** The site's own scripts among the files a page fetched, each once: what the service worker should cache. */
export function ownScripts(resources: readonly LoadedResource[], origin: string): string[] {
  const scripts = resources.flatMap(({ name, initiatorType }) => {
    if (initiatorType !== "script") return [];
    try {
      const url = new URL(name);
      return url.origin === origin && url.pathname.endsWith(".js") ? [url.href] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(scripts)];
}
