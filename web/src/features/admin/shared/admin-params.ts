/** A `?page=` value as a page number (1 when missing or invalid). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
