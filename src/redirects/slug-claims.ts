import { slugPlace, type LinkSource } from "./load-table";

/** Checked before writing, so two marketers creating one link at once end with one link, not a bad table. */
export function slugClaimedElsewhere(
  sources: readonly LinkSource[],
  file: string,
  text: string,
): { slug: string; at: string } | undefined {
  const wanted = slugPlace(file, text)?.slug;
  if (wanted === undefined) return undefined;
  return sources
    .filter((source) => source.file !== file)
    .map((source) => slugPlace(source.file, source.text))
    .find((place) => place?.slug === wanted);
}
