import { createHash } from "node:crypto";
import path from "node:path";

/** css-loader's module options, as far as the class names go. */
interface ModuleOptions {
  localIdentName?: string;
  getLocalIdent?: (
    context: { resourcePath: string; rootContext: string },
    name: string,
    local: string,
  ) => string;
}

/** A webpack rule as far as the CSS-module loader options go. */
interface Rule {
  loader?: string;
  options?: { modules?: ModuleOptions | boolean };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/**
 * Class names of CSS modules in a production build: this many characters of a URL-safe base64 hash,
 * which a stylesheet writes without escapes.
 */
const CLASS_NAME_LENGTH = 4;

/** Every class name given in this build, with the stylesheet and class it stands for. */
const given = new Map<string, string>();

/**
 * A class's short name: a hash of its stylesheet's path in the project and its own name, the same in the
 * server and browser builds. Two classes that would share one stop the build, naming both: one of them
 * would silently take the other's rules.
 */
export function shortClassName(file: string, local: string): string {
  const owner = `${file}:${local}`;
  const hash = createHash("md5").update(`${file}\0${local}`).digest("base64url").slice(0, CLASS_NAME_LENGTH);
  // A class name may not start with a digit or a hyphen and a digit, as css-loader's own names may not.
  const name = hash.replace(/^(-?\d|--)/, "_$1");
  const other = given.get(name);
  if (other !== undefined && other !== owner)
    throw new Error(`The classes ${other} and ${owner} would both be named ${name}: rename one of them.`);
  given.set(name, owner);
  return name;
}

/**
 * Gives every CSS-module loader in `rules` the short class names. Gatsby's default names
 * (`layout-module--primaryButton--85559`) travel in every page's stylesheet and, as the modules'
 * exports, in its JavaScript; server and browser builds must both change so that their markup agrees.
 */
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
