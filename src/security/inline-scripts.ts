import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

type Attributes = Record<string, string>;

/** A script the consent banner holds back (`type="text/plain"`) runs later, so it counts; data never runs. */
function runs(attributes: Attributes): boolean {
  const type = attributes.type?.trim().toLowerCase() ?? "";
  return type === "" || type === "module" || /(java|ecma)script/.test(type) || "data-category" in attributes;
}

/** Read as the browser does: markup in comments and attributes is no script, and script text is raw. */
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

/** The browser hashes the text after turning CRLF and lone CR into LF. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

export const inlineScriptHashes = (html: string): string[] => [
  ...new Set(inlineScripts(html).map(scriptHash)),
];
