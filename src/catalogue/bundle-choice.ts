import type { BundleLine, BundleView } from "./view-types";

/** `chosen[i]` is item i's SKU; an item without a choice keeps the set's own variant. */
export function bundleLine(
  view: Pick<BundleView, "handle" | "items">,
  chosen: readonly string[],
): BundleLine {
  const picks = view.items.map((item, index) => {
    const choice = item.choices.find((candidate) => candidate.sku === chosen[index]);
    return choice ?? item.choices.find((candidate) => candidate.sku === item.sku) ?? item.choices[0];
  });
  return {
    sku: `BUNDLE-${view.handle.toUpperCase()}:${picks.map((pick) => pick?.sku ?? "").join(":")}`,
    colour: view.items.map((item, index) => `${item.name}: ${picks[index]?.colour ?? ""}`).join(", "),
    stock: picks.reduce((least, pick) => Math.min(least, pick?.stock ?? 0), Infinity),
  };
}
