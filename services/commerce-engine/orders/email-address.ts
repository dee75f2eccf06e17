/**
 * An address mail can be sent to: something@domain.tld, no spaces. The engine takes any string; the
 * shop refuses what no mail server would accept, so that a typo is caught while the shopper is there.
 */
export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

/** Addresses are compared as mail servers treat them in practice: without case or surrounding spaces. */
export const sameEmailAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
