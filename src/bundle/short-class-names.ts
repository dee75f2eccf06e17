/** A webpack rule as far as the CSS-module loader options go. */
interface Rule {
  loader?: string;
  options?: { modules?: { localIdentName?: string } | boolean };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/** Class names of CSS modules in a production build: a short hash in place of file, name and hash. */
export const SHORT_CLASS_NAME = "[hash:base64:5]";

/**
 * Gives every CSS-module loader in `rules` the short class names. Gatsby's default names
 * (`layout-module--primaryButton--85559`) travel in every page's stylesheet and, as the modules'
 * exports, in its JavaScript; server and browser builds must both change so that their markup agrees.
 */
export function shortenClassNames(rules: unknown): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules as Rule[]) {
    const modules = rule.options?.modules;
    if (rule.loader?.includes("css-loader") && typeof modules === "object" && modules.localIdentName)
      modules.localIdentName = SHORT_CLASS_NAME;
    shortenClassNames(rule.use);
    shortenClassNames(rule.oneOf);
    shortenClassNames(rule.rules);
  }
}
