import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-server.js';
import { freePort, spawnBuiltApp, type BuiltApp } from './built-app.js';

// The built app as `pnpm start` runs it (main.ts): METRICS_PORT opens the scrape listener on loopback beside the public
// port, which answers 404 at /metrics; SIGTERM closes both and the process exits 0.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: BuiltApp | undefined;

beforeAll(async () => {
  db = await createTestDatabase('metrics_process', { migrated: true });
  dataDir = mkdtempSync(join(tmpdir(), 'tea-metrics-'));
  chmodSync(dataDir, 0o755);
});
afterAll(async () => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('serves /metrics on METRICS_PORT only, and stops with the app', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  app = spawnBuiltApp({ PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir, DATABASE_URL: db.url });
  await app.ready();
  await app.logged(`metrics on http://127.0.0.1:${metricsPort}/metrics`);

  expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(scrape.status).toBe(200);
  const text = await scrape.text();
  expect(text).toContain('tea_http_requests_total{method="GET",route="/readyz",code="200"}');
  // main.ts's job queue runs the scheduled jobs: their queues are in the job gauges.
  expect(text).toContain('tea_job_queue_depth{queue="id-document-purge"}');
  expect(text).toContain('tea_moderation_queue_pending{queue="reports"} 0');
  expect((await fetch(`${app.url}/metrics`)).status).toBe(404);

  app.child.kill('SIGTERM');
  expect(await app.exited).toEqual({ code: 0, signal: null });
  await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  // A process start on a busy 2-core machine (AGENTS.md 19), as graceful-shutdown.test.ts allows.
}, 120_000);
