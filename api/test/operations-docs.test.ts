import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from './test-server.js';
import { promtoolPath } from './promtool.js';

// Issue 25 item 3: the alerting rules pass promtool (syntax and their unit tests), and the rules, the dashboard and the
// metric list name only metrics a scrape of the app has (or that the backup job writes), each alert with its runbook.

const ops = join(dirname(fileURLToPath(import.meta.url)), '../../docs/operations');
const read = (name: string) => readFileSync(join(ops, name), 'utf8');
/** Written outside the app (metrics.md, "Outside the app"). */
const EXTERNAL = new Set(['tea_backup_last_success_timestamp_seconds', 'up']);

let t: TestServer;
let scraped: Set<string>;
beforeAll(async () => {
  t = await startTestServer();
  const text = await (await fetch(`${t.metricsUrl}/metrics`)).text();
  scraped = new Set<string>();
  for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    scraped.add(m[1]);
    if (m[2] === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) scraped.add(m[1] + suffix);
    if (m[2] === 'summary') for (const suffix of ['_sum', '_count']) scraped.add(m[1] + suffix);
  }
});
afterAll(() => t.close());

/** Metric names in PromQL (or any text): the app's prefixes, and `up`. */
function metricNames(text: string): Set<string> {
  return new Set([...text.matchAll(/\b((?:tea|nodejs|process)_[a-z0-9_]+|up(?=\{))/g)].map((m) => m[1]));
}

function promtool(args: string[]) {
  const run = spawnSync(promtoolPath(), args, { cwd: ops, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('alerts.yml', () => {
  const rules = read('alerts.yml');
  const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((m) => m[1]);

  it('passes promtool check rules', () => {
    const check = promtool(['check', 'rules', 'alerts.yml']);
    expect(check).toEqual({ status: 0, out: expect.stringContaining(`SUCCESS: ${alerts.length} rules found`) });
  });

  it('passes its unit tests (promtool test rules alerts.test.yml)', () => {
    const run = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(run).toEqual({ status: 0, out: expect.stringContaining('SUCCESS') });
  });

  it('covers what the issue asks: 5xx rate, p99 latency, saturation, queue age, the safety deadlines, backup age', () => {
    for (const name of [
      'TeaHigh5xxRate',
      'TeaHighLatencyP99',
      'TeaDatabasePoolSaturated',
      'TeaEventLoopSaturated',
      'TeaModerationQueueOld',
      'TeaJobQueueStuck',
      'TeaUrgentRemovalOver24h',
      'TeaUrgentRemovalOver48h',
      'TeaIdDocumentsPastRetention',
      'TeaAutomaticHidesNearCeiling',
      'TeaBackupTooOld',
    ]) {
      expect(alerts).toContain(name);
    }
  });

  it('names only metrics the app serves (or the backup job writes)', () => {
    const unknown = [...metricNames(rules)].filter((n) => !scraped.has(n) && !EXTERNAL.has(n));
    expect(unknown).toEqual([]);
  });

  it('gives each alert a runbook entry it links to', () => {
    const runbook = read('runbook.md');
    const headings = [...runbook.matchAll(/^## (\w+)$/gm)].map((m) => m[1]);
    expect(headings.sort()).toEqual([...alerts].sort());
    const links = [...rules.matchAll(/runbook_url: runbook\.md#(\S+)/g)].map((m) => m[1]);
    expect(links.sort()).toEqual(alerts.map((a) => a.toLowerCase()).sort());
  });
});

describe('dashboard.json', () => {
  const dashboard = JSON.parse(read('dashboard.json')) as {
    uid: string;
    panels: { id: number; type: string; title: string; gridPos: { x: number; w: number }; targets?: { refId: string; expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((target) => target.expr));

  it('is a Grafana dashboard: unique panel ids, queries with a refId, panels within the 24-column grid', () => {
    expect(dashboard.uid).toBe('tea-overview');
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    for (const p of dashboard.panels) {
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
      if (p.type !== 'row') expect(p.targets?.length && p.targets.every((target) => target.refId && target.expr)).toBeTruthy();
    }
  });

  it('names only metrics the app serves (or the backup job writes)', () => {
    const unknown = [...metricNames(exprs.join('\n'))].filter((n) => !scraped.has(n) && !EXTERNAL.has(n));
    expect(unknown).toEqual([]);
  });

  it('shows every signal the alerts watch', () => {
    const onDashboard = new Set([...metricNames(exprs.join('\n'))].map((n) => n.replace(/_(bucket|sum|count)$/, '')));
    const alerted = [...metricNames(read('alerts.yml'))].map((n) => n.replace(/_(bucket|sum|count)$/, ''));
    expect(alerted.filter((n) => !onDashboard.has(n))).toEqual([]);
  });
});

describe('metrics.md', () => {
  it("lists every one of the app's own metrics, and no other", () => {
    const listed = new Set([...read('metrics.md').matchAll(/^\| `((?:tea|nodejs)_[a-z0-9_]+)` \|/gm)].map((m) => m[1]));
    const served = [...scraped].filter((n) => n.startsWith('tea_') && !/_(bucket|sum|count)$/.test(n.replace(/_total$/, '')));
    const ownHistograms = [...scraped].filter((n) => n.startsWith('tea_') && n.endsWith('_bucket')).map((n) => n.slice(0, -'_bucket'.length));
    const own = new Set([...served.filter((n) => !ownHistograms.some((h) => n === `${h}_sum` || n === `${h}_count`)), 'nodejs_eventloop_utilization_ratio']);
    expect([...listed].filter((n) => !own.has(n) && !EXTERNAL.has(n))).toEqual([]);
    expect([...own].filter((n) => !listed.has(n))).toEqual([]);
  });
});
