import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { formatProblem, type ContentProblem } from "../content/content-error";
import type { LastGood } from "../content/last-good";
import { STUDIO_CONTEXT_FILE, type StudioContext } from "../studio/studio-context";
import type { CampaignLinks } from "./load-campaign-links";
import { pageTitles } from "./page-titles";

const STUDIO_LANGUAGE = "en-US";

export const STUDIO_PATH = "/admin/";

const decapDist = (root: string) => path.join(root, "node_modules", "decap-cms", "dist");

/** Decap's distribution as published, with its own React apart from the shop's. */
const decapFiles = (root: string): string[] =>
  readdirSync(decapDist(root)).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));

const studioPage = (title: string, stylesheet: string, scripts: readonly string[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link rel="stylesheet" href="${stylesheet}" />
  </head>
  <body>
${scripts.map((script) => `    <script src="${script}"></script>\n`).join("")}  </body>
</html>
`;

const INDEX_HTML = studioPage("Content studio", "studio.css", ["studio.js", "decap-cms.js"]);
const IMPORT_HTML = studioPage("Bulk import · Content studio", "bulk-import.css", ["bulk-import.js"]);

async function studioScript(root: string, minify: boolean, entry = "main.ts"): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "src", "studio", entry)],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify,
    legalComments: "none",
    define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
  });
  return result.outputFiles[0]?.text ?? "";
}

export function studioContext(
  { shops, redirects, ...site }: CampaignLinks,
  { localBackend, problems = [] }: { localBackend?: string; problems?: readonly ContentProblem[] } = {},
): StudioContext {
  return {
    shops,
    pages: [...redirects.pages].sort(),
    pageTitles: pageTitles(site, STUDIO_LANGUAGE),
    allowedHosts: redirects.allowedHosts,
    links: Object.fromEntries(
      redirects.entries.map(({ file, line: _line, ...entry }) => [entry.slug, { file, entry }]),
    ),
    ...(localBackend ? { localBackend } : {}),
    ...(problems.length > 0 ? { problems: [...problems] } : {}),
  };
}

const STYLESHEETS = ["preview.css", "studio.css"];
const stylesheet = (root: string, name: string) =>
  readFileSync(path.join(root, "src", "studio", name), "utf8");

export async function publishStudio(root: string, publicDir: string, content: CampaignLinks): Promise<void> {
  const dir = path.join(publicDir, STUDIO_PATH);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(dir, "studio.js"), await studioScript(root, true));
  for (const name of STYLESHEETS) writeFileSync(path.join(dir, name), stylesheet(root, name));
  writeFileSync(path.join(dir, STUDIO_CONTEXT_FILE), JSON.stringify(studioContext(content)));
  for (const file of decapFiles(root))
    writeFileSync(path.join(dir, file), readFileSync(path.join(decapDist(root), file)));
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

/** Compiled and read afresh per request; content with mistakes still opens, with the last good content. */
export function studioMiddleware(
  root: string,
  campaignLinks: () => LastGood<CampaignLinks>,
  localBackend: string,
) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === STUDIO_PATH.slice(0, -1)) {
      response.writeHead(301, { location: STUDIO_PATH }).end();
      return;
    }
    if (!pathname.startsWith(STUDIO_PATH)) return next();
    const name = pathname.slice(STUDIO_PATH.length) || "index.html";
    const send = (body: string | Buffer) =>
      response
        .writeHead(200, {
          "content-type": TYPES[path.extname(name)] ?? "application/octet-stream",
          "cache-control": "no-store",
          "x-robots-tag": "noindex",
        })
        .end(body);
    const fail = (error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end(error instanceof Error ? error.message : String(error));
    };
    try {
      if (name === "index.html") send(INDEX_HTML);
      else if (name === "studio.js") studioScript(root, false).then(send, fail);
      else if (name === "import.html") send(IMPORT_HTML);
      else if (name === "bulk-import.js") studioScript(root, false, "import-page.ts").then(send, fail);
      else if (name === "bulk-import.css") send(stylesheet(root, name));
      else if (STYLESHEETS.includes(name)) send(stylesheet(root, name));
      else if (name === STUDIO_CONTEXT_FILE) {
        const { value, problems } = campaignLinks();
        if (!value) throw new Error(problems.map(formatProblem).join("\n"));
        send(JSON.stringify(studioContext(value, { localBackend, problems })));
      } else if (decapFiles(root).includes(name)) send(readFileSync(path.join(decapDist(root), name)));
      else next();
    } catch (error) {
      fail(error);
    }
  };
}

export const studioBackendUrl = (env: NodeJS.ProcessEnv): string =>
  `http://127.0.0.1:${env.STUDIO_SERVER_PORT ?? "8081"}/api/v1`;
