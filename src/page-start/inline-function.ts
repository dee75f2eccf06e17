import { minify_sync, type FormatOptions, type MinifyOutput } from "terser";

interface ScopedTree {
  figure_out_scope(): void;
  globals: ReadonlyMap<string, unknown>;
}

/** Minified deterministically (the CSP allows inline scripts by hash). The text is `fn.toString()`, so a
 * global outside `reads`, or a helper the compiler added, would fail in the browser: refused here. */
export function inlineFunction(fn: (...args: never[]) => void, reads: readonly string[]): string {
  // Loaded through tsx (gatsby-config.js), named inner functions come as `__name(fn, "name")`: bound to
  // the identity, the call folds away.
  const { code = "", ast } = minify_sync(`((__name)=>(${fn.toString()}))((f)=>f)`, {
    ecma: 2015,
    compress: { expression: true },
    format: { ast: true } as FormatOptions,
  }) as MinifyOutput & { ast: ScopedTree };
  ast.figure_out_scope();
  const outside = [...ast.globals.keys()].filter((name) => !reads.includes(name)).sort();
  if (outside.length > 0) {
    throw new Error(`The inline script ${fn.name} uses ${outside.join(", ")}, which the browser lacks`);
  }
  return code.replace(/;$/, "");
}
