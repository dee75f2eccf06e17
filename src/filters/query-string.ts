/** Commas stay unescaped: filter values are lists. */
export function withParameters(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `?${query}` : "";
}
