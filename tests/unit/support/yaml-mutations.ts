import fc from "fast-check";

/** An edit a person might make by mistake to a content file. */
export type Mutation =
  | { kind: "delete"; at: number }
  | { kind: "insert"; at: number; char: string }
  | { kind: "indent"; at: number; delta: number };

export const deleteLine = fc.record({ kind: fc.constant("delete" as const), at: fc.nat() });

export const reindentLine = fc.record({
  kind: fc.constant("indent" as const),
  at: fc.nat(),
  delta: fc.integer({ min: -6, max: 6 }).filter((delta) => delta !== 0),
});

/** Characters that mean something in YAML, plus ordinary and arbitrary ones. */
const yamlChar = fc.oneof(
  fc.constantFrom(..."-:[]{}#'\"\t\n &*!|>%@`,?.aZ0_/"),
  fc.string({ minLength: 1, maxLength: 1, unit: "binary" }),
);

export const insertChar = fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), char: yamlChar });

export function applyMutation(text: string, mutation: Mutation): string {
  if (mutation.kind === "insert") {
    const at = mutation.at % (text.length + 1);
    return text.slice(0, at) + mutation.char + text.slice(at);
  }
  const lines = text.split("\n");
  const at = mutation.at % lines.length;
  const line = lines[at] ?? "";
  if (mutation.kind === "delete") lines.splice(at, 1);
  else if (mutation.delta > 0) lines[at] = " ".repeat(mutation.delta) + line;
  else lines[at] = line.replace(new RegExp(`^ {0,${-mutation.delta}}`), "");
  return lines.join("\n");
}
