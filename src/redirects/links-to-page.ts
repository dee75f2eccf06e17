import { parse } from "yaml";
import type { LinkSource } from "./load-table";

interface LinkTargets {
  slug?: unknown;
  target?: unknown;
  overrides?: { target?: unknown }[];
}

const pathOf = (target: unknown) =>
  typeof target === "string" && target.startsWith("/") ? new URL(target, "http://page.example").pathname : "";

/**
 * The links that send visitors to `page`, as their page or an exception's, with their files: the build's
 * rule that a link's pages are pages the shops build, checked before a page is deleted.
 */
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
