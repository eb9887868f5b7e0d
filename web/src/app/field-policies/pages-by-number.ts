import type { FieldPolicy } from '@apollo/client';

/** What the cache keeps for one filter: each fetched page under its number. */
export type StoredPages<TPage> = Record<number, TPage>;

/**
 * Offset pagination where every page is shown on its own (numbered page buttons, not infinite scroll). The field is
 * keyed by `keyArgs` (the filter and page size), and the pages of one key are merged into one object by page
 * number. Reading asks for the page in the arguments; a page not fetched yet reads as missing, so the query goes
 * to the network. Evicting the field drops every page of every filter at once.
 */
export function pagesByNumber<TPage>(keyArgs: string[]): FieldPolicy<StoredPages<TPage>, TPage, TPage | undefined> {
  const pageOf = (args: Record<string, unknown> | null): number => {
    const page = Number(args?.page ?? 1);
    return Number.isInteger(page) && page > 0 ? page : 1;
  };
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return { ...existing, [pageOf(args)]: incoming };
    },
    read(existing, { args }) {
      return existing?.[pageOf(args)];
    },
  };
}
