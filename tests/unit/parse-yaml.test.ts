import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, formatProblem, type ContentProblem } from "../../src/content/content-error";
import { describeIssue, parseYaml } from "../../src/content/parse-yaml";

const FILE = "content/example.yaml";

const schema = z.strictObject({
  title: z.string(),
  count: z.number().optional(),
  items: z.array(
    z.strictObject({
      name: z.string(),
      size: z.number(),
      tags: z.array(z.string()).optional(),
    }),
  ),
});

const problemsOf = (text: string): ContentProblem[] => {
  const parsed = parseYaml(FILE, text, schema);
  if (parsed.ok) throw new Error("expected the YAML to be rejected");
  return parsed.problems;
};

const valid = [
  "title: Spring",
  "items:",
  "  - name: Bib",
  "    size: 2",
  "  - name: Rattle",
  "    size: 1",
  "",
].join("\n");

describe("parseYaml: valid files", () => {
  it("returns the validated value", () => {
    const parsed = parseYaml(FILE, valid, schema);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toEqual({
      title: "Spring",
      items: [
        { name: "Bib", size: 2 },
        { name: "Rattle", size: 1 },
      ],
    });
  });

  it("gives lineOf for nested paths, the document and missing paths", () => {
    const parsed = parseYaml(FILE, valid, schema);
    if (!parsed.ok) throw new Error("expected a valid file");
    expect(parsed.lineOf([])).toBe(1);
    expect(parsed.lineOf(["title"])).toBe(1);
    expect(parsed.lineOf(["items"])).toBe(3);
    expect(parsed.lineOf(["items", 0])).toBe(3);
    expect(parsed.lineOf(["items", 0, "size"])).toBe(4);
    expect(parsed.lineOf(["items", 1])).toBe(5);
    expect(parsed.lineOf(["items", 1, "size"])).toBe(6);
    // A path that does not exist falls back to its deepest existing ancestor.
    expect(parsed.lineOf(["items", 1, "tags"])).toBe(5);
    expect(parsed.lineOf(["items", 7, "name"])).toBe(3);
    expect(parsed.lineOf(["nothing", "here"])).toBe(1);
  });

  it("applies schema transforms and defaults", () => {
    const withDefault = z.object({
      name: z.string().transform((s) => s.toUpperCase()),
      n: z.number().default(3),
    });
    const parsed = parseYaml(FILE, "name: bib\n", withDefault);
    expect(parsed.ok && parsed.value).toEqual({ name: "BIB", n: 3 });
  });
});

describe("parseYaml: schema problems", () => {
  it("points a missing field at the line of the entry that lacks it", () => {
    const text = ["title: Spring", "items:", "  - name: Bib", "    size: 2", "  - name: Rattle", ""].join(
      "\n",
    );
    expect(problemsOf(text)).toEqual([{ file: FILE, line: 5, message: '"size" is missing' }]);
  });

  it("points a missing top-level field at the start of the document", () => {
    const text = ["", "# comment", "items: []", ""].join("\n");
    expect(problemsOf(text)).toEqual([{ file: FILE, line: 3, message: '"title" is missing' }]);
  });

  it("points a value of the wrong type at the field's own line", () => {
    const text = ["title: Spring", "items:", "  - name: Bib", "    size: large", ""].join("\n");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(4);
    expect(problems[0]?.file).toBe(FILE);
    expect(problems[0]?.message).toContain('"size"');
  });

  it("says what a field of the wrong type should hold", () => {
    const text = ["title: Spring", "items:", "  - name: Bib", "    size: large", ""].join("\n");
    expect(problemsOf(text)).toEqual([{ file: FILE, line: 4, message: '"size" should be a number' }]);
  });

  it("says the whole file has the wrong shape", () => {
    expect(problemsOf("- one\n- two\n")).toEqual([
      { file: FILE, line: 1, message: "the file should be a set of fields" },
    ]);
  });

  it("reports an unknown key with its name and the entry it is in", () => {
    const text = ["title: Spring", "items:", "  - name: Bib", "    size: 2", "    colour: red", ""].join(
      "\n",
    );
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: FILE, line: 3 });
    expect(problems[0]?.message).toMatch(/^unknown field "colour"/);
    expect(problems[0]?.message).toContain("check the spelling");
  });

  it("lists several unknown keys in one message", () => {
    const text = ["title: Spring", "colour: red", "shape: round", "items: []", ""].join("\n");
    expect(problemsOf(text)).toEqual([
      { file: FILE, line: 1, message: 'unknown fields "colour", "shape": check the spelling' },
    ]);
  });

  it("reports every problem, each on its own line", () => {
    const text = [
      "title: Spring",
      "items:",
      "  - size: 2",
      "  - name: Rattle",
      "    size: 1",
      "    tags: [a, 3]",
      "",
    ].join("\n");
    const problems = problemsOf(text);
    expect(problems.map((problem) => problem.line).sort()).toEqual([3, 6]);
    expect(problems.find((problem) => problem.line === 3)?.message).toBe('"name" is missing');
  });

  it("passes custom schema messages through, prefixed with the field", () => {
    const custom = z.object({ sku: z.string().regex(/^[A-Z]+$/, { error: "use capital letters" }) });
    const parsed = parseYaml(FILE, "\nsku: abc\n", custom);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([{ file: FILE, line: 2, message: '"sku": use capital letters' }]);
  });

  it("uses plain words, not zod's or yaml's jargon", () => {
    const text = ["title: 5", "items:", "  - name: Bib", "    colour: red", ""].join("\n");
    for (const problem of problemsOf(text)) {
      expect(problem.message).not.toMatch(/invalid_type|unrecognized_keys|expected|received|Zod/i);
    }
  });
});

describe("parseYaml: YAML syntax problems", () => {
  it("reports a duplicate key as a YAML problem in plain words", () => {
    const problems = problemsOf(["title: Spring", "title: Summer", "items: []", ""].join("\n"));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(FILE);
    expect(problems[0]?.message).toBe("this is not valid YAML (a key appears twice in the same entry)");
  });

  it("reports an unclosed quote in plain words", () => {
    const problems = problemsOf(['title: "Spring', "items: []", ""].join("\n"));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.message)).toContain(
      "this is not valid YAML (a quote or bracket is not closed)",
    );
  });

  it("reports bad indentation in plain words", () => {
    const problems = problemsOf(["title: Spring", "items:", "  - name: Bib", "   size: 2", ""].join("\n"));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.message).toMatch(/^this is not valid YAML \(.+\)$/);
  });

  it("gives every syntax problem a positive line", () => {
    for (const text of ["a: [1, 2\n", "a: b: c\n", "? x\n? x\n", "a:\n\tb: 1\n", "{ a: 1\n"]) {
      const parsed = parseYaml(FILE, text, z.unknown());
      expect(parsed.ok, text).toBe(false);
      if (parsed.ok) continue;
      for (const problem of parsed.problems) {
        expect(Number.isInteger(problem.line) && problem.line >= 1).toBe(true);
        expect(problem.message.length).toBeGreaterThan(0);
      }
    }
  });

  it("points a duplicate key at its line", () => {
    const problems = problemsOf(["title: Spring", "items: []", "title: Summer", ""].join("\n"));
    expect(problems[0]?.line).toBe(3);
  });

  it("points an unclosed quote at its line", () => {
    const problems = problemsOf(["items: []", "", 'title: "Spring', ""].join("\n"));
    expect(problems[0]?.line).toBe(3);
  });
});

describe("parseYaml: aliases", () => {
  it("resolves anchors and aliases", () => {
    const parsed = parseYaml(FILE, "title: &t Spring\nitems:\n  - name: *t\n    size: 1\n", schema);
    expect(parsed.ok && parsed.value.items[0]?.name).toBe("Spring");
  });

  it("reports an alias without its anchor as a problem", () => {
    const parsed = parseYaml(FILE, "title: Spring\nitems: *missing\n", schema);
    expect(parsed.ok).toBe(false);
  });
});

describe("describeIssue", () => {
  it("names the field and what it should hold when the input is reported", () => {
    const issue = {
      code: "invalid_type",
      expected: "string",
      input: 5,
      path: ["a", 0, "name"],
      message: "x",
    } as const;
    expect(describeIssue(issue as unknown as z.core.$ZodIssue)).toBe('"name" should be text');
  });

  it("maps each expected type to plain words", () => {
    const cases: [string, string][] = [
      ["number", '"f" should be a number'],
      ["boolean", '"f" should be true or false'],
      ["array", '"f" should be a list'],
      ["object", '"f" should be a set of fields'],
      ["bigint", '"f" should be bigint'],
    ];
    for (const [expected, message] of cases) {
      const issue = { code: "invalid_type", expected, input: "x", path: ["f"], message: "x" };
      expect(describeIssue(issue as unknown as z.core.$ZodIssue)).toBe(message);
    }
  });

  it("says a field without input is missing, and the file when there is no field", () => {
    const missing = { code: "invalid_type", expected: "string", path: ["name"], message: "x" };
    expect(describeIssue(missing as unknown as z.core.$ZodIssue)).toBe('"name" is missing');
    const root = { code: "invalid_type", expected: "object", path: [], message: "x" };
    expect(describeIssue(root as unknown as z.core.$ZodIssue)).toBe("the file is missing");
  });

  it("uses the message alone for an issue at the top of the file", () => {
    const issue = { code: "custom", path: [], message: "something is off" };
    expect(describeIssue(issue as unknown as z.core.$ZodIssue)).toBe("something is off");
  });
});

describe("formatProblem and ContentError", () => {
  it("formats a problem as file:line: message", () => {
    expect(formatProblem({ file: "content/shops.yaml", line: 12, message: '"name" is missing' })).toBe(
      'content/shops.yaml:12: "name" is missing',
    );
  });

  it("is an Error named ContentError with one line per problem", () => {
    const problems: ContentProblem[] = [
      { file: "a.yaml", line: 1, message: "first" },
      { file: "b.yaml", line: 20, message: "second" },
    ];
    const error = new ContentError(problems);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.name).toBe("ContentError");
    expect(error.message).toBe("a.yaml:1: first\nb.yaml:20: second");
    expect(error.problems).toEqual(problems);
  });
});
