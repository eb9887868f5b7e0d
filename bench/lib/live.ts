// Live connections for the load suite (issue 24, "Load: 1,000 open WebSocket connections on this machine with the
// memory per connection printed, and bench/load.ts's goals still met with them open").
import { readFileSync } from 'node:fs';
import { LIVE_LIMITS } from '@tea/limits';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signUpAndConfirm } from './sign-up.js';

/** What each connection listens to: her new notifications, as the web app's bell does. */
const SUBSCRIPTION = 'subscription LoadLive { notificationAdded { id type message createdAt } }';

export interface LiveConnections {
  /** Connections that are open now (acknowledged and not closed since). */
  open(): number;
  /** Connections the server closed, with their close codes. */
  closed(): Map<number, number>;
  members: number;
  addresses: number;
  /** How long the handshakes took (after the sign-ups), in seconds. */
  openedInS: number;
  /** Closes every connection. */
  close(): Promise<void>;
}

/** The resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Opens `count` live connections as real members would: `count / 8` members (the per-member limit) signed up through
 * the real sign-up, each connection subscribed to `notificationAdded` with her session cookie, spread over
 * `count / 32` addresses (the per-address limit; the app trusts the bench's pretend proxy, so each address is an
 * X-Forwarded-For). Resolves once every connection is acknowledged (`connection_ack`); throws if one is refused.
 */
export async function openLiveConnections(
  url: string,
  dataDir: string,
  count: number,
  options: { password: string; stamp: string; headers: Record<string, string>; log: (line: string) => void },
): Promise<LiveConnections> {
  const members = Math.ceil(count / LIVE_LIMITS.connectionsPerMember);
  const addresses = Math.ceil(count / LIVE_LIMITS.connectionsPerAddress);
  const cookies: string[] = [];
  for (let i = 0; i < members; i++) {
    cookies.push(await signUpAndConfirm(url, dataDir, { username: `live${i}_${options.stamp}`, password: options.password }, options.headers));
    if ((i + 1) % 25 === 0) options.log(`   ${i + 1}/${members} members signed up`);
  }
  const wsUrl = url.replace(/^http/, 'ws') + '/graphql';
  const clients: Client[] = [];
  let open = 0;
  const closed = new Map<number, number>();
  const connect = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const headers = { ...options.headers, cookie: cookies[i % members]!, 'x-forwarded-for': `10.77.${Math.floor(i / LIVE_LIMITS.connectionsPerAddress)}.1` };
      // graphql-ws takes a WebSocket class; this one sends her cookie and address with the handshake, as a browser
      // sends its cookie.
      class MemberSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      let acknowledged = false;
      const client = createClient({
        url: wsUrl,
        webSocketImpl: MemberSocket,
        lazy: false,
        retryAttempts: 0,
        on: {
          connected: () => {
            acknowledged = true;
            open += 1;
            resolve();
          },
          closed: (event) => {
            const code = (event as { code?: number }).code ?? 0;
            if (acknowledged) {
              open -= 1;
              closed.set(code, (closed.get(code) ?? 0) + 1);
            } else reject(new Error(`live connection ${i + 1} refused (close code ${code})`));
          },
          error: (error) => {
            if (!acknowledged) reject(error instanceof Error ? error : new Error(`live connection ${i + 1} failed`));
          },
        },
      });
      clients.push(client);
      client.subscribe({ query: SUBSCRIPTION }, { next: () => {}, error: () => {}, complete: () => {} });
    });
  // A few at a time, as members arriving: the handshake checks her session in the database.
  const started = performance.now();
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => connect(i + k)));
  }
  return {
    open: () => open,
    closed: () => closed,
    members,
    addresses,
    openedInS: (performance.now() - started) / 1000,
    close: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
    },
  };
}
