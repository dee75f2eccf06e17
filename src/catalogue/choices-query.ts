// Apart from the colour choices: the language links of every page's header use it, and the rest of the
// colour rules then stays in the product pages' code instead of every page's first load.

/** A colour key or a quantity of 1–99 as a query parameter: what the same page in another language keeps. */
const CHOICE = /[?&](colour=[a-z0-9]+(-[a-z0-9]+)*|quantity=[1-9][0-9]?)(?=&|$)/g;

/**
 * The choices in an address's query (colour, quantity), to carry to the same page in another language:
 * only values shaped like one, so that nothing else a link holds (hostile values among them) comes along.
 */
export function choicesQuery(search: string): string {
  // Each match starts with its ? or &: the first is a ? again.
  return (search.match(CHOICE) ?? []).join("").replace(/^&/, "?");
}
