import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withRules } from "../../src/content/content-rules";
import { parseYaml, type LineOf } from "../../src/content/parse-yaml";

const FILE = "content/names.yaml";
const namesSchema = z.strictObject({ names: z.array(z.string().min(1, { error: "write a name" })) });

/** Names are used once; a repeat names the line of the first use. */
const uniqueNames = (lineOf: LineOf) =>
  withRules(namesSchema, ({ names }, report) => {
    names.forEach((name, i) => {
      const first = names.indexOf(name);
      if (first < i) report(["names", i], `"${name}" is already on line ${lineOf(["names", first])}`);
    });
  });

const problemsOf = (text: string) => {
  const parsed = parseYaml(FILE, text, uniqueNames);
  return parsed.ok ? [] : parsed.problems;
};

describe("withRules", () => {
  it("reports a rule's problem at the line of its path, in the rule's own words", () => {
    expect(problemsOf("names:\n  - ada\n  - bob\n  - ada\n")).toEqual([
      { file: FILE, line: 4, message: '"ada" is already on line 2' },
    ]);
  });

  it("reports every problem the rules find", () => {
    expect(problemsOf("names: [ada, ada, bob, bob]\n").map((problem) => problem.message)).toEqual([
      '"ada" is already on line 1',
      '"bob" is already on line 1',
    ]);
  });

  it("runs the rules only once the whole file has the schema's shape", () => {
    expect(problemsOf("names:\n  - ada\n  - ''\n  - ada\n")).toEqual([
      { file: FILE, line: 3, message: '"names": write a name' },
    ]);
  });

  it("gives the value when no rule objects", () => {
    const parsed = parseYaml(FILE, "names: [ada, bob]\n", uniqueNames);
    expect(parsed.ok && parsed.value).toEqual({ names: ["ada", "bob"] });
  });
});
