import type { FieldPolicy, Reference } from '@apollo/client';

type CursorPage = { items: Reference[]; nextCursor?: string | null; __typename?: string };

/**
 * Cursor pagination for `{ items, nextCursor }` pages fetched with `after`: the first page (no cursor) replaces the
 * list, a later page is appended (items already present are skipped) and brings the next cursor.
 */
export function cursorItemsPagination(keyArgs: string[]): FieldPolicy<CursorPage, CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.items.map((item) => readField<string>('id', item)));
      const added = incoming.items.filter((item) => !seen.has(readField<string>('id', item)));
      return { ...incoming, items: [...existing.items, ...added] };
    },
  };
}
