/** bench:web's servers and data: the real server started on the benchmark database, and photos through the real upload path. */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_ADMIN, benchAdminEnv, signInBenchAdmin } from '../lib/admin.js';
import sharp from 'sharp';
import { freePort } from '../../api/test/free-port.js';
import { builtAppEnv } from '../lib/product-env.js';

export { freePort };

export interface App {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

const children: ChildProcess[] = [];
/** The servers that must stay up while measuring. */
export const running: App[] = [];

export async function startApp(
  main: string,
  name: string,
  databaseUrl: string,
  dataDir: string,
  webDist: string | null,
  extraEnv: Record<string, string> = {},
): Promise<App> {
  const port = await freePort();
  let output = '';
  // fork() runs process.execPath, the real Node 24 binary (not the sh shim), so SIGTERM reaches the server.
  const child = fork(main, [], {
    cwd: join(main, '../..'),
    env: {
      ...process.env,
      ...builtAppEnv({ port, databaseUrl, dataDir }),
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      WEB_DIST: webDist ?? '',
      ...benchAdminEnv(),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (extraEnv.SERVE_WEB === 'false') return { name, url, child, output: () => output };
  const index = await (await fetch(`${url}/`)).text();
  const dist = webDist ?? join(main, '../../../web/dist');
  if (index !== readFileSync(join(dist, 'index.html'), 'utf8')) throw new Error(`${name} server does not serve ${dist}/index.html`);
  return { name, url, child, output: () => output };
}

export function stop(c: ChildProcess): Promise<void> {
  return new Promise<void>((r) => {
    if (c.exitCode !== null || c.signalCode !== null) return r();
    const timer = setTimeout(() => (c.kill('SIGKILL'), r()), 12_000);
    c.once('exit', () => (clearTimeout(timer), r()));
    c.kill('SIGTERM');
  });
}

export async function stopChildren() {
  await Promise.all(children.map(stop));
}

export async function pgQuery<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!res.ok || body.errors) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data!;
}

const signInAdmin = (url: string) => signInBenchAdmin(url);

/** A deterministic photo-like JPEG (soft colour waves and a little grain: it compresses like a photo, not like a flat fill). */
async function photo(seed: number, side: number): Promise<Buffer> {
  let s = (seed + 1) >>> 0;
  const random = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const waves = Array.from({ length: 6 }, () => [random() * 6 + 1, random() * 6 + 1, random() * Math.PI * 2]);
  const base = [random() * 200 + 30, random() * 200 + 30, random() * 200 + 30];
  const pixels = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let v = 0;
      for (const [fx, fy, phase] of waves) v += Math.sin((x / side) * fx * 2 * Math.PI + (y / side) * fy * 2 * Math.PI + phase);
      const grain = (random() - 0.5) * 10;
      const o = (y * side + x) * 3;
      for (let c = 0; c < 3; c++) pixels[o + c] = Math.max(0, Math.min(255, base[c] + (v * 18 * (c + 1)) / 2 + grain));
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const BROWSE_IDS = `query { profiles(page: 1, pageSize: 20) { items { id displayName profileImageUrl } } }`;
export type BrowseIds = { profiles: { items: { id: string; displayName: string; profileImageUrl: string | null }[] } };

/**
 * Photos for the first page of `/` through the real upload path: the admin (with a verified phone, set in SQL as the
 * browser tests do) adds `count` people with an image, approves each image, and the stored image columns are copied
 * onto the profiles the first page shows.
 */
export async function addPhotos(app: App, databaseUrl: string, count: number, side: number): Promise<{ bytes: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update users set phone_e164 = '+12015550199', phone_verified_at = now() where username = $1`, [BENCH_ADMIN.username]);
    const cookie = await signInAdmin(app.url);
    const created: string[] = [];
    let bytes = 0;
    for (let i = 0; i < count; i++) {
      const jpeg = await photo(i, side);
      bytes += jpeg.length;
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation($input: CreateProfileInput!, $image: Upload) { createProfile(input: $input, profileImage: $image) { id } }',
          variables: { input: { firstName: `Photo${i}`, lastName: 'Bench', category: 'DATING', confirmAdult: true }, image: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { cookie, 'apollo-require-preflight': 'true' }, body: form });
      const body = (await res.json()) as { data?: { createProfile: { id: string } }; errors?: unknown[] };
      if (!body.data || body.errors) throw new Error(`createProfile with an image failed: ${JSON.stringify(body.errors ?? body)}`);
      created.push(body.data.createProfile.id);
      await gql(app.url, 'mutation($id: ID!) { decideImage(profileId: $id, status: APPROVED) }', { id: body.data.createProfile.id }, cookie);
    }
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'profiles' and column_name like 'image\\_%' order by ordinal_position`,
      )
    ).rows.map((r) => `"${r.column_name}"`);
    const top = (await gql<BrowseIds>(app.url, BROWSE_IDS)).profiles.items;
    for (let i = 0; i < top.length && created.length; i++) {
      await db.query(`update profiles t set (${columns.join(', ')}) = (select ${columns.join(', ')} from profiles s where s.id = $1) where t.id = $2`, [
        Number(created[i % created.length]),
        Number(top[i].id),
      ]);
    }
    return { bytes };
  } finally {
    await db.end();
  }
}
