import { createHash } from "node:crypto";
import path from "node:path";

interface ModuleOptions {
  localIdentName?: string;
  getLocalIdent?: (
    context: { resourcePath: string; rootContext: string },
    name: string,
    local: string,
  ) => string;
}

interface Rule {
  loader?: string;
  options?: { modules?: ModuleOptions | boolean };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/** URL-safe base64: a stylesheet writes it without escapes. */
const CLASS_NAME_LENGTH = 4;

const given = new Map<string, string>();

/** The same in server and browser builds; a collision stops the build, as one class would take the other's rules. */
export function shortClassName(file: string, local: string): string {
  const owner = `${file}:${local}`;
  const hash = createHash("md5").update(`${file}\0${local}`).digest("base64url").slice(0, CLASS_NAME_LENGTH);
  // Not starting with a digit or a hyphen and a digit, as css-loader's own names may not.
  const name = hash.replace(/^(-?\d|--)/, "_$1");
  const other = given.get(name);
  if (other !== undefined && other !== owner)
    throw new Error(`The classes ${other} and ${owner} would both be named ${name}: rename one of them.`);
  given.set(name, owner);
  return name;
}

export function shortenClassNames(rules: unknown): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules as Rule[]) {
    const modules = rule.options?.modules;
    if (rule.loader?.includes("css-loader") && typeof modules === "object" && modules.localIdentName) {
      modules.getLocalIdent = ({ resourcePath, rootContext }, _name, local) =>
        shortClassName(path.relative(rootContext, resourcePath).split(path.sep).join("/"), local);
    }
    shortenClassNames(rule.use);
    shortenClassNames(rule.oneOf);
    shortenClassNames(rule.rules);
  }
}
