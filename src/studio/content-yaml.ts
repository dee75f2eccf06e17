import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  visit,
  YAMLMap,
  YAMLSeq,
  type Node,
} from "yaml";

/** Decap keeps keys no field edits: the file's text travels with its data, so a save changes only changed lines. */
export const SOURCE_KEY = "__source";

type Path = (string | number)[];

export function readContentFile(text: string): Record<string, unknown> {
  const data = (parse(text) ?? {}) as Record<string, unknown>;
  return { ...data, [SOURCE_KEY]: text };
}

/** Comments, blank lines and layout stay; a cleared optional value is left out, but an empty value the file
 * already wrote out (`endDate: ""`) stays. */
export function writeContentFile(data: Record<string, unknown>): string {
  const { [SOURCE_KEY]: source, ...value } = data;
  const doc = typeof source === "string" ? parseDocument(source) : new Document({});
  update(doc, [], value);
  padLikePrettier(doc);
  // Flow lists and maps stay on one line, as Prettier writes them at the content files' width.
  return doc.toString({ lineWidth: 0 });
}

export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => !isEmpty(item));
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(entries);
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

const isCleared = (value: unknown) => isEmpty(withoutEmpty(value));

/** A value the file writes as empty: `key:`, `key: null`, `key: ""`, `[]` or `{}`. */
const writtenEmpty = (node: unknown) =>
  node === null || (isScalar(node) ? isEmpty(node.value) : isCollection(node) && node.items.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function update(doc: Document, path: Path, next: unknown): void {
  const node =
    path.length === 0 ? (doc.contents as Node | null) : (doc.getIn(path, true) as Node | undefined);
  if (isRecord(next) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in next) || (isCleared(next[key]) && !writtenEmpty(pair.value))) doc.deleteIn([...path, key]);
    }
    for (const [key, item] of Object.entries(next)) if (!isCleared(item)) update(doc, [...path, key], item);
    return;
  }
  if (Array.isArray(next) && isSeq(node)) {
    const items = next.filter((item) => !isCleared(item));
    if (items.length === node.items.length) {
      items.forEach((item, index) => update(doc, [...path, index], item));
      return;
    }
  }
  const value = withoutEmpty(next);
  if (isScalar(node) && node.value === value) return;
  // A text keeps its quotes, a number its decimals, and both their comment.
  if (isScalar(node) && value !== null && typeof value !== "object" && typeof value === typeof node.value) {
    node.value = value;
    return;
  }
  const created = doc.createNode(value);
  // A list that was written on one line stays on one line.
  if (isSeq(node) && node.flow && isSeq(created)) created.flow = true;
  if (path.length === 0) doc.contents = created;
  else doc.setIn(path, created);
}

/**
 * Prettier pads the braces of a one-line map, `{ EUR: 4.95 }`, but not the brackets of a one-line
 * list, `[a, b]`; yaml pads both or neither, so each collection says which it is.
 */
function padLikePrettier(doc: Document): void {
  visit(doc, {
    Map: (_, map) => padded(map, YAMLMap.prototype, " "),
    Seq: (_, seq) => padded(seq, YAMLSeq.prototype, ""),
  });
}

function padded<T extends YAMLMap | YAMLSeq>(node: T, kind: T, padding: string): void {
  if (!node.flow) return;
  node.toString = (context, ...rest) =>
    kind.toString.call(node, context && { ...context, flowCollectionPadding: padding }, ...rest);
}
