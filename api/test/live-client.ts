import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

/** How a live connection ended: its close code and reason. */
export interface Closed {
  code: number;
  reason: string;
}

export interface LiveClient {
  client: Client;
  /** Resolves when the server closes the connection (or it fails); never rejects. */
  closed: Promise<Closed>;
  /** Subscribes to `query`; `next()` resolves with the next result, or rejects when the subscription ends without one. */
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): { next(): Promise<{ data?: T; errors?: any[] }>; stop(): void };
  dispose(): Promise<void>;
}

/**
 * A graphql-ws client over `ws` to the test server's /graphql, sending `cookie` (a TestClient's session) and `origin`
 * on the handshake as a browser would, and `connectionParams` in `connection_init` (an API token). It never retries:
 * a refusal is the test's answer.
 */
export function liveClient(baseUrl: string, opts: { cookie?: string; origin?: string; connectionParams?: Record<string, unknown> } = {}): LiveClient {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = opts.origin;
  class HandshakeWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let resolveClosed!: (c: Closed) => void;
  const closed = new Promise<Closed>((resolve) => (resolveClosed = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HandshakeWebSocket,
    connectionParams: opts.connectionParams,
    retryAttempts: 0,
    lazy: false,
    // A refused connection is the test's answer (`closed`), not something to log.
    onNonLazyError: () => {},
    on: {
      closed: (event) => {
        const e = event as { code?: number; reason?: string };
        resolveClosed({ code: e.code ?? 0, reason: String(e.reason ?? '') });
      },
      error: (err) => {
        const e = err as { code?: number; reason?: string; message?: string };
        resolveClosed({ code: e.code ?? 0, reason: String(e.reason ?? e.message ?? '') });
      },
    },
  });
  return {
    client,
    closed,
    subscribe(query, variables) {
      const results: any[] = [];
      const waiting: { resolve(v: any): void; reject(e: unknown): void }[] = [];
      let ended: unknown = null;
      const stop = client.subscribe(
        { query, variables },
        {
          next: (value) => (waiting.length ? waiting.shift()!.resolve(value) : results.push(value)),
          error: (err) => {
            ended = err instanceof Error ? err : new Error(JSON.stringify(err));
            for (const w of waiting.splice(0)) w.reject(ended);
          },
          complete: () => {
            ended ??= new Error('subscription completed');
            for (const w of waiting.splice(0)) w.reject(ended);
          },
        },
      );
      return {
        next: () => {
          if (results.length) return Promise.resolve(results.shift());
          if (ended) return Promise.reject(ended);
          return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
        },
        stop,
      };
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** Waits until `check` holds, polling every 25 ms; throws after `ms` (a hang, not a timing assertion). */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A subscription as the authorization matrix calls it (test/authz/matrix.ts): connects with `cookie`, subscribes to
 * `query`, and once the subscription is in place on the server (its notification hub listens for `userId`) runs `trigger`; answers
 * the first event as a GraphQL answer (200), or a refused connection as 401 (4401) or 403 (any other close).
 */
export async function liveCall(
  t: { url: string; app: { services: { notificationHub: { listening(userId?: string): number } } } },
  userId: string | undefined,
  cookie: string,
  query: string,
  trigger: () => Promise<void>,
): Promise<{ status: number; headers: Headers; body: any }> {
  const hub = t.app.services.notificationHub;
  const before = userId ? hub.listening(userId) : 0;
  const live = liveClient(t.url, { cookie: cookie || undefined, origin: t.url });
  let settled = false;
  try {
    const sub = live.subscribe(query);
    const refused = live.closed.then((c) => ({ status: c.code === 4401 ? 401 : 403, headers: new Headers(), body: { message: c.reason } }));
    const answered = (async () => {
      await eventually(() => settled || (!!userId && hub.listening(userId) > before));
      if (settled) return new Promise<never>(() => {});
      await trigger();
      return { status: 200, headers: new Headers(), body: await sub.next() };
    })();
    // Once refused, the other branch stops waiting (and its rejection, if any, is not this call's answer).
    answered.catch(() => {});
    return await Promise.race([refused, answered]);
  } finally {
    settled = true;
    await live.dispose();
  }
}
