import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { formatProblem, type ContentProblem } from "../content/content-error";
import type { LastGood } from "../content/last-good";
import { STUDIO_CONTEXT_FILE, type StudioContext } from "../studio/studio-context";
import type { CampaignLinks } from "./load-campaign-links";
import { pageTitles } from "./page-titles";

/** The studio speaks English: pages are named by their English titles. */
const STUDIO_LANGUAGE = "en-US";

/** Where the studio is served: Decap CMS with the site's collections, checks and link preview. */
export const STUDIO_PATH = "/admin/";

const decapDist = (root: string) => path.join(root, "node_modules", "decap-cms", "dist");

/**
 * Decap's full distribution, as published: its main script, the chunks it loads on demand and their
 * WebAssembly. It carries its own React, apart from the shop's.
 */
const decapFiles = (root: string): string[] =>
  readdirSync(decapDist(root)).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));

/** A page of the studio: its title, stylesheet and scripts, kept from search engines. */
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
/** The studio's bulk import of campaign links, a page of its own beside it (`npm run develop` only). */
const IMPORT_HTML = studioPage("Bulk import · Content studio", "bulk-import.css", ["bulk-import.js"]);

/** A script of the studio: src/studio/`entry` compiled for the browser, with the build's checks in it. */
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

/** What the studio checks against: the shops and the links as the build read and checked them. */
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

/** The link preview's styles, and the studio's own panels' beside Decap's page. */
const STYLESHEETS = ["preview.css", "studio.css"];
const stylesheet = (root: string, name: string) =>
  readFileSync(path.join(root, "src", "studio", name), "utf8");

/** Writes the studio to `public/admin/` once the site is built, with the content the build read. */
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

/**
 * The studio in `gatsby develop`, at /admin/: its script compiled and its context read afresh on each
 * request, so that it checks against the content as it is now; saving goes to Decap's local backend.
 * Content with mistakes still opens it, with the last good content and the mistakes to fix.
 */
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

/** Decap's local backend, started by `npm run develop` (scripts/studio-server.ts). */
export const studioBackendUrl = (env: NodeJS.ProcessEnv): string =>
  `http://127.0.0.1:${env.STUDIO_SERVER_PORT ?? "8081"}/api/v1`;
