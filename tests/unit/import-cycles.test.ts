import { describe, expect, it } from "vitest";
import { importCycles, relativeImports } from "../../scripts/import-cycles";

describe("relativeImports", () => {
  it("finds every way a module imports another, types and re-exports included", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'type D = import("./d").D;',
      'const e = () => import("./e");',
      'import React from "react";',
    ].join("\n");
    expect(relativeImports("x.ts", text)).toEqual(["./a", "../b", "./c", "./d", "./e"]);
  });
});

describe("importCycles", () => {
  it("names the modules of each circle, however long, and nothing else", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(importCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });

  it("finds none in a graph that only points one way", () => {
    expect(
      importCycles(
        new Map([
          ["a", ["b", "c"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });
});
