import type { NodePluginArgs } from "gatsby";
import path from "node:path";
import { ContentError, formatProblem } from "../content/content-error";
import { contentDirOf } from "./load-build-content";
import { watchContent } from "./watch-content";

/**
 * A content mistake shows in the error overlay, and the site keeps its last good content until it is fixed.
 */
export function reloadOnEdit(
  root: string,
  { reporter }: Pick<NodePluginArgs, "reporter">,
  reload: () => void,
): void {
  watchContent([contentDirOf(root, process.env)], (files) => {
    const edited = files.map((file) => path.relative(root, file)).join(", ");
    try {
      reload();
    } catch (error) {
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
      reporter.warn(`${edited}: the site keeps its last good content until this is fixed.`);
      void showInErrorOverlay(overlayErrors(root, error));
      return;
    }
    void showInErrorOverlay(null);
    reporter.info(`Content reloaded after editing ${edited}`);
    // Shops shape the site's configuration and scripts, which are read when the server starts.
    if (files.some((file) => path.basename(file) === "shops.yaml"))
      reporter.warn("content/shops.yaml changed: restart npm run develop to use the new shops.");
  });
}

function overlayErrors(root: string, error: unknown): object[] {
  const problems =
    error instanceof ContentError ? error.problems : [{ file: "content", line: 1, message: String(error) }];
  return problems.map((problem) => ({
    level: "ERROR",
    code: "content",
    text: formatProblem(problem),
    context: { sourceMessage: formatProblem(problem) },
    filePath: path.resolve(root, problem.file),
    location: { start: { line: problem.line } },
  }));
}

async function showInErrorOverlay(errors: object[] | null): Promise<void> {
  // Typed as taking a string; Gatsby's query compiler passes structured errors, as here, and null.
  const { websocketManager } = (await import("gatsby/dist/utils/websocket-manager.js")) as unknown as {
    websocketManager: { emitError: (id: string, errors: object[] | null) => void };
  };
  websocketManager.emitError("content", errors);
}
