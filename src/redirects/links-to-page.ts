import { parse } from "yaml";
import type { LinkSource } from "./load-table";

interface LinkTargets {
  slug?: unknown;
  target?: unknown;
  overrides?: { target?: unknown }[];
}

const pathOf = (target: unknown) =>
  typeof target === "string" && target.startsWith("/") ? new URL(target, "http://page.example").pathname : "";

/** The build's rule that links' pages exist, checked before a page is deleted. */
export function linksToPage(sources: readonly LinkSource[], page: string): { slug: string; file: string }[] {
  return sources.flatMap(({ file, text }) => {
    const link = (parse(text) ?? {}) as LinkTargets;
    const targets = [
      link.target,
      ...(Array.isArray(link.overrides) ? link.overrides.map((o) => o?.target) : []),
    ];
    return typeof link.slug === "string" && targets.some((target) => pathOf(target) === page)
      ? [{ slug: link.slug, file }]
      : [];
  });
}
