import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE))
    if (name) found.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  return found;
}

/**
 * A script the browser runs: no type, a JavaScript type or a module. A script the consent banner
 * holds back (`type="text/plain" data-category="…"`) runs with the same text once its category is
 * accepted, so it counts too. Data blocks such as `application/ld+json` never run.
 */
function runs(attrs: Map<string, string>): boolean {
  const type = attrs.get("type")?.trim().toLowerCase() ?? "";
  return type === "" || type === "module" || /(java|ecma)script/.test(type) || attrs.has("data-category");
}

/** The text of every inline script in `html` that runs, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrSource = "", text = ""] of html.matchAll(SCRIPT)) {
    const attrs = attributes(attrSource);
    if (!attrs.has("src") && text !== "" && runs(attrs)) scripts.push(text);
  }
  return scripts;
}

/**
 * The CSP source that allows one inline script: the base64 SHA-256 of its text as the browser
 * reads it (the HTML parser turns CRLF and lone CR into LF before anything else).
 */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

/** The distinct hashes of the inline scripts of one document, in document order. */
export const inlineScriptHashes = (html: string): string[] => [
  ...new Set(inlineScripts(html).map(scriptHash)),
];
