import { Document, isMap, isSeq, type Node } from "yaml";
import type { RedirectEntry, RedirectOverride, Tracking } from "./table-schema";

/** The same order for every file, whoever writes it. */
const LINK_KEYS = [
  "slug",
  "note",
  "retired",
  "target",
  "countries",
  "fallback",
  "tracking",
  "overrides",
] as const;
const OVERRIDE_KEYS = ["country", "target", "url", "shop", "tracking", "noTracking"] as const;
const TRACKING_KEYS = ["source", "medium", "campaign"] as const;

const saysNothing = (key: PropertyKey, field: unknown): boolean =>
  field === undefined ||
  ((key === "note" || key === "retired") && field === "") ||
  (key === "overrides" && Array.isArray(field) && field.length === 0) ||
  (key === "noTracking" && field === false);

function ordered<T extends object>(value: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) if (!saysNothing(key, value[key])) out[key] = value[key];
  return out;
}

const flow = (node: unknown): void => {
  if (isMap(node) || isSeq(node)) node.flow = true;
};

/** The build, the CLI and the studio all write this way, so a saved link differs only where it changed. */
export function formatLinkFile(entry: RedirectEntry): string {
  const withTracking = <T extends { tracking?: Tracking }>(value: T): T =>
    value.tracking ? { ...value, tracking: ordered(value.tracking, TRACKING_KEYS) } : value;
  const link = ordered(withTracking(entry), LINK_KEYS);
  const overrides = link.overrides?.map((override: RedirectOverride) =>
    ordered(withTracking(override), OVERRIDE_KEYS),
  );
  const doc = new Document({ ...link, ...(overrides ? { overrides } : {}) });
  flow(doc.get("countries", true));
  flow(doc.get("tracking", true));
  const list = doc.get("overrides", true) as Node | undefined;
  if (isSeq(list)) list.items.forEach(flow);
  const text = doc.toString({ lineWidth: 0 });
  // Maps read best padded (`{ source: … }`), a list of codes without (`[us, de]`), as written by hand.
  return text.replace(/^countries: \[ (.*) \]$/m, "countries: [$1]");
}
