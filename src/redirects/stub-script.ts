/**
 * Country: `?country=` → cookie → time zone → language region; unknown codes are skipped (checked before
 * lower-casing, which turns the Kelvin sign into a k). Runs inline before paint (see `inlineFunction`), so
 * ES2015 only and nothing from outside; browser objects are parameters for tests.
 */
export function campaignRedirect(
  targets: Readonly<Record<string, string>>,
  shared: string,
  fallback: string,
  known: string,
  zones: Readonly<Record<string, string>>,
  here: Pick<Location, "search" | "hash" | "replace"> = location,
  page: Pick<Document, "cookie"> = document,
  browser: Pick<Navigator, "languages" | "language"> = navigator,
): void {
  const masks = known.split(",");
  const countryOf = (value: unknown): string => {
    const code = String(value || "").trim();
    const lower = code.toLowerCase();
    const mask = /^[a-z]{2}$/i.test(code) && parseInt(masks[lower.charCodeAt(0) - 97]!, 36);
    return mask && (mask >> (lower.charCodeAt(1) - 97)) & 1 ? lower : "";
  };
  const listed = (list: string, word: string): boolean => ` ${list} `.includes(` ${word} `);
  /** "" where this browser throws or has nothing (a malformed cookie, no clock). */
  const attempt = (read: () => string | undefined): string => {
    try {
      return read() || "";
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- browsers before ES2019 need the binding
    } catch (error) {
      return "";
    }
  };

  const query = new URLSearchParams(here.search);
  let country = countryOf(query.get("country"));
  const cookie = /(?:^|;\s*)country=([^;]*)/.exec(page.cookie);
  if (!country && cookie) country = attempt(() => countryOf(decodeURIComponent(cookie[1]!)));
  const zone = country ? "" : attempt(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const slash = zone.indexOf("/");
  for (const candidate in zones) {
    if (slash > 0 && (listed(zones[candidate]!, zone) || listed(zones[candidate]!, zone.slice(slash + 1)))) {
      country = candidate;
      break;
    }
  }
  for (const language of browser.languages || [browser.language]) {
    if (country) break;
    const parts = String(language || "").split("-");
    if (parts.length > 1) country = countryOf(parts[parts.length - 1]);
  }

  let start = fallback;
  for (const candidate in targets) if (country && listed(targets[candidate]!, country)) start = candidate;
  const target = new URL(start + shared);
  const params = target.searchParams;
  query.forEach((value, name) => {
    if (name !== "country" && !params.has(name)) params.append(name, value);
  });
  if (here.hash) target.hash = here.hash;
  here.replace(target.href);
}
