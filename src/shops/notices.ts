import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ContentError } from "../content/content-error";
import { withRules } from "../content/content-rules";
import { CONTENT_LANGUAGES } from "../content/localized";
import { parseYaml } from "../content/parse-yaml";
import type { Shop } from "./shops-schema";

/** Long enough for an offer, short enough for one or two lines on a phone. */
const NOTICE_MAX = 120;

const noticeText = z
  .string()
  .trim()
  .min(1, { error: "write a text here, or leave the language out to show no notice" })
  .max(NOTICE_MAX, { error: `keep a notice to ${NOTICE_MAX} characters: it sits above every page` });

const noticesFileSchema = z.strictObject({
  /** A language left out shows no notice. */
  notices: z.record(
    z.string(),
    z.strictObject(
      Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, noticeText.optional()])),
    ),
  ),
});

export type Notices = Record<string, Partial<Record<string, string>>>;

export function parseNotices(file: string, text: string, shops: readonly Shop[]): Notices {
  const rules = withRules(noticesFileSchema, (value, report) => {
    for (const [shopId, texts] of Object.entries(value.notices)) {
      const shop = shops.find((candidate) => candidate.id === shopId);
      if (!shop) {
        report(
          ["notices", shopId],
          `there is no shop "${shopId}" (shops: ${shops.map((s) => s.id).join(", ")})`,
        );
        continue;
      }
      for (const language of Object.keys(texts)) {
        if (texts[language] !== undefined && !shop.languages.includes(language))
          report(["notices", shopId, language], `shop "${shopId}" is not in ${language}`);
      }
    }
  });
  const parsed = parseYaml(file, text, rules);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value.notices as Notices;
}

export function loadNotices(root: string, contentDir: string, shops: readonly Shop[]): Notices {
  const file = path.join(contentDir, "notices.yaml");
  if (!existsSync(file)) return {};
  return parseNotices(path.relative(root, file), readFileSync(file, "utf8"), shops);
}
