import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { parseShops } from "../../src/shops/parse-shops";
import { fixtureText } from "./support/fixture-content";
import { expectLocatedProblems, quietYamlWarnings } from "./support/located-problems";
import { applyMutation, deleteLine, insertChar, reindentLine } from "./support/yaml-mutations";

const FILE = "content/shops.yaml";
const TRANSLATED = ["nl-NL", "en-US"];
const FIXTURE = fixtureText("shops.yaml");
const RUNS = 200;

/** parseShops returns a value or throws a ContentError whose problems are located and worded. */
const checkOutcome = (text: string): void => {
  let shops: ReturnType<typeof parseShops>;
  try {
    shops = parseShops(FILE, text, TRANSLATED);
  } catch (error) {
    expectLocatedProblems(error, (file) => (file === FILE ? text.split("\n").length : undefined));
    return;
  }
  expect(shops.shops.length).toBeGreaterThan(0);
};

describe("parseShops on a mutated content/shops.yaml", () => {
  quietYamlWarnings();

  it("accepts the unmutated file", () => {
    expect(() => checkOutcome(FIXTURE)).not.toThrow();
    expect(parseShops(FILE, FIXTURE, TRANSLATED).shops).toHaveLength(14);
  });

  it("gives a value or a located ContentError after line deletions and indentation changes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(deleteLine, reindentLine), { minLength: 1, maxLength: 5 }),
        (mutations) => {
          checkOutcome(mutations.reduce(applyMutation, FIXTURE));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("gives a value or a located ContentError after character insertions", () => {
    fc.assert(
      fc.property(fc.array(insertChar, { minLength: 1, maxLength: 5 }), (mutations) => {
        checkOutcome(mutations.reduce(applyMutation, FIXTURE));
      }),
      { numRuns: RUNS },
    );
  });

  it("gives a value or a located ContentError after mixed mutations", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(deleteLine, reindentLine, insertChar), { minLength: 1, maxLength: 8 }),
        (mutations) => {
          checkOutcome(mutations.reduce(applyMutation, FIXTURE));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("points a deleted required field at the entry that lost it", () => {
    const lines = FIXTURE.split("\n");
    fc.assert(
      fc.property(
        fc.constantFrom("name", "origin", "currency", "languages", "defaultLanguage"),
        fc.nat(13),
        (field, shop) => {
          const indices = lines.flatMap((line, i) => (line.startsWith(`    ${field}:`) ? [i] : []));
          const at = indices[shop];
          if (at === undefined) return;
          const starts = lines.flatMap((line, i) => (line.startsWith("  - id:") && i < at ? [i] : []));
          const entryLine = (starts.at(-1) ?? -1) + 1;
          const text = [...lines.slice(0, at), ...lines.slice(at + 1)].join("\n");
          let problems: readonly { line: number; message: string }[] = [];
          try {
            parseShops(FILE, text, TRANSLATED);
          } catch (error) {
            expect(error).toBeInstanceOf(ContentError);
            problems = (error as ContentError).problems;
          }
          expect(problems).toContainEqual({ file: FILE, line: entryLine, message: `"${field}" is missing` });
        },
      ),
      { numRuns: 70 },
    );
  });
});
