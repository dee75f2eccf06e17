/** Undefined for another format or a day that does not exist, such as 2023-02-29. */
export function readCalendarDay(text: string, separator: "-" | "/"): [number, number, number] | undefined {
  const match = text.match(new RegExp(`^(\\d{4})${separator}(\\d{2})${separator}(\\d{2})$`));
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? [year, month, day] : undefined;
}
