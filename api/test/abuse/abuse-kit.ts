import { expect } from '@jest/globals';
import type { TestClient, TestServer } from '../test-server.js';

/** A fresh member signed in from `address` (the real login path), with or without a verified phone. */
export async function memberAt(t: TestServer, address: string, phoneVerified: boolean): Promise<TestClient> {
  const { user } = await t.signedIn({ phoneVerified });
  const client = t.clientFrom(address);
  expect((await client.rest('POST', '/api/login', { username: user.username, password: 'password123' })).status).toBe(200);
  return client;
}

/** How many answers had each status: `{ 201: 9, 409: 9 }`. */
export const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
