import { minify_sync, type FormatOptions, type MinifyOutput } from "terser";

/** As much of terser's syntax tree as tells which names a script takes from outside. */
interface ScopedTree {
  figure_out_scope(): void;
  globals: ReadonlyMap<string, unknown>;
}

/**
 * A function as the text of an inline script, `(function(…){…})`, for the page to call with its data.
 * Minified the same way every time, so that equal input gives equal bytes (the Content Security Policy
 * allows inline scripts by hash). The function must be self-contained: the text is its compiled
 * `toString()`, so it may use the browser's globals named in `reads` and nothing else; a compiler that
 * adds helpers or references to its module would make a script that fails in the browser, which is
 * refused here instead.
 */
export function inlineFunction(fn: (...args: never[]) => void, reads: readonly string[]): string {
  const { code = "", ast } = minify_sync(`(${fn.toString()})`, {
    ecma: 2015,
    // Keeps the lone function expression, which is all the script is, and its parentheses.
    compress: { expression: true },
    // Also gives the syntax tree (an option terser's types leave out).
    format: { ast: true } as FormatOptions,
  }) as MinifyOutput & { ast: ScopedTree };
  ast.figure_out_scope();
  const outside = [...ast.globals.keys()].filter((name) => !reads.includes(name)).sort();
  if (outside.length > 0) {
    throw new Error(`The inline script ${fn.name} uses ${outside.join(", ")}, which the browser lacks`);
  }
  return code.replace(/;$/, "");
}
