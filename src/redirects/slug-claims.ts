import { slugPlace, type LinkSource } from "./load-table";

/**
 * The short link a new link file (`file`, written as `text`) would use again, with where another link
 * file already uses it: the build's rule that each short link is used once, checked before the new file
 * is written, so that two marketers creating the same link at once end with one link, not a table the
 * build rejects.
 */
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
