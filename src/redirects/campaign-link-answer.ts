import { rulesFor, type RuleIndex } from "./resolve";
import { REDIRECT_PREFIX } from "./rule";
import { stubHtml, stubInputFor } from "./stub";

export type CampaignLinkAnswer = { status: 200; html: string } | { status: 301; location: string };

/** As built: the stub at its canonical spelling, a move there from other case or no final slash, else 404. */
export function answerCampaignLink(
  index: RuleIndex,
  pathname: string,
  search = "",
): CampaignLinkAnswer | undefined {
  const lower = pathname.toLowerCase();
  if (!lower.startsWith(REDIRECT_PREFIX)) return undefined;
  const canonical = lower.endsWith("/") ? lower : `${lower}/`;
  if (canonical !== pathname) return { status: 301, location: `${canonical}${search}` };
  const rules = rulesFor(index, canonical);
  return rules ? { status: 200, html: stubHtml(stubInputFor(rules)) } : undefined;
}
