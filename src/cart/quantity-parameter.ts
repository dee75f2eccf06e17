export const QUANTITY_PARAMETER = "quantity";

/** The quantity asked for in a page address (`?quantity=3`): a whole number from 1 to `max`. */
export function quantityFromSearch(search: string, max: number): number | undefined {
  const asked = Number(new URLSearchParams(search).get(QUANTITY_PARAMETER));
  return Number.isInteger(asked) && asked >= 1 && asked <= max ? asked : undefined;
}
