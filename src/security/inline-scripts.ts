import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

type Attributes = Record<string, string>;

/**
 * A script the browser runs: no type, a JavaScript type or a module. A script the consent banner
 * holds back (`type="text/plain" data-category="…"`) runs with the same text once its category is
 * accepted, so it counts too. Data blocks such as `application/ld+json` never run.
 */
function runs(attributes: Attributes): boolean {
  const type = attributes.type?.trim().toLowerCase() ?? "";
  return type === "" || type === "module" || /(java|ecma)script/.test(type) || "data-category" in attributes;
}

/**
 * The text of every inline script in `html` that runs, in document order, read by an HTML parser as
 * the browser reads it: markup in comments and attribute values is no script, and a script's text is
 * raw, entities and all.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let open: { attributes: Attributes; text: string } | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === "script") open = { attributes, text: "" };
    },
    ontext: (text) => {
      if (open) open.text += text;
    },
    onclosetag: (name, isImplied) => {
      if (name !== "script" || !open) return;
      const { attributes, text } = open;
      open = undefined;
      // A script the document ends inside of is never run.
      if (!isImplied && !("src" in attributes) && text !== "" && runs(attributes)) scripts.push(text);
    },
  });
  parser.end(html);
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
