// Apart from colour-choices.ts: every page's header uses this, and those rules stay out of the first load.

/** A colour key or a quantity of 1–99 as a query parameter: what the same page in another language keeps. */
const CHOICE = /[?&](colour=[a-z0-9]+(-[a-z0-9]+)*|quantity=[1-9][0-9]?)(?=&|$)/g;

/** Only values shaped like a choice carry over, so nothing else (hostile values among them) comes along. */
export function choicesQuery(search: string): string {
  // Each match starts with its ? or &: the first is a ? again.
  return (search.match(CHOICE) ?? []).join("").replace(/^&/, "?");
}
