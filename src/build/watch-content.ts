import chokidar from "chokidar";

const QUIET_MS = 100;

/** Debounced: an editor's save is several events, and a checkout of many files is one. */
export function watchContent(paths: readonly string[], onChange: (files: string[]) => void): void {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  chokidar.watch([...paths], { ignoreInitial: true }).on("all", (_event, file) => {
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed];
      changed.clear();
      onChange(files);
    }, QUIET_MS);
  });
}
