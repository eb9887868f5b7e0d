/**
 * Collects the keys asked for until the current round of resolvers is done (the items of a list page resolve a field
 * together) and loads them with one call: one statement per page instead of one per item (no N+1). Keep one per
 * request (see `perRequest`), never across requests.
 */
export class Batcher<K, V> {
  private pending: { keys: K[]; result: Promise<Map<K, V>> } | null = null;

  constructor(private readonly load: (keys: K[]) => Promise<Map<K, V>>) {}

  get(key: K): Promise<V | undefined> {
    if (!this.pending) {
      const keys: K[] = [];
      // setImmediate runs after every pending promise job: the page's other items have asked by then.
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.pending = null;
        return this.load(keys);
      });
      this.pending = { keys, result };
    }
    this.pending.keys.push(key);
    return this.pending.result.then((values) => values.get(key));
  }
}

/** One value per request object (e.g. a Batcher on the GraphQL context), made on first use. */
export function perRequest<R extends object, T>(store: WeakMap<R, T>, request: R, make: () => T): T {
  let value = store.get(request);
  if (value === undefined) {
    value = make();
    store.set(request, value);
  }
  return value;
}
