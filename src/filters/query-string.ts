/**
 * `search` (`?a=1&b=2`, or empty) with each named parameter set to its value, or removed when the value
 * is null or empty; the others stay as they are. Commas stay readable: filter values are lists.
 */
export function withParameters(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `?${query}` : "";
}
