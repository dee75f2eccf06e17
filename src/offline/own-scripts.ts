interface LoadedResource {
  name: string;
  initiatorType: string;
}

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
