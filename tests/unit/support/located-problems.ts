import { afterAll, beforeAll, expect, vi, type MockInstance } from "vitest";
import { ContentError } from "../../../src/content/content-error";

/**
 * Keeps the yaml library's warnings about odd keys, which mutated files produce, off stderr while the
 * tests of the calling `describe` run.
 */
export function quietYamlWarnings(): void {
  let emitWarning: MockInstance;
  beforeAll(() => {
    emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
  });
  afterAll(() => emitWarning.mockRestore());
}

/**
 * `error` is a ContentError with at least one problem, and each problem names a file that `lineCount`
 * knows, a whole line number within it, and some words.
 */
export function expectLocatedProblems(error: unknown, lineCount: (file: string) => number | undefined): void {
  expect(error).toBeInstanceOf(ContentError);
  const { problems } = error as ContentError;
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) {
    const lines = lineCount(problem.file);
    expect(lines, `unknown file ${problem.file}`).toBeDefined();
    expect(Number.isInteger(problem.line)).toBe(true);
    expect(problem.line).toBeGreaterThan(0);
    expect(problem.line).toBeLessThanOrEqual(lines ?? 0);
    expect(problem.message.trim().length).toBeGreaterThan(0);
  }
}
