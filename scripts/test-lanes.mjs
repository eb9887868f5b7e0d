#!/usr/bin/env node
// Runs the test suites in lanes, side by side, so both cores of a CI machine are busy, and prints each lane's time.
//
//   node scripts/test-lanes.mjs            every lane (what `pnpm test:jest` and so `pnpm test` and `.ci/run` run)
//   node scripts/test-lanes.mjs server     one lane by name (see LANES)
//   TEST_LANES_SERIAL=1 ...                one lane after the other (to time a lane alone)
//
// Each lane is one Jest run over part of the projects in jest.config.ts, with its own embedded PostgreSQL (jest's
// globalSetup); its output goes to test-artifacts/lanes/<lane>.log and, line by line with the lane's name in front,
// to this terminal. A lane that fails prints its failures again at the end. Exit code 1 if any lane failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Four lanes on the 2-core CI machine, each one Jest worker: the API's server tests; the fuzz, crash and browser
// suites; the web's unit tests with four browser suites; and the API suites that mostly wait on a clock (pg-boss's
// minute schedules on one and on two instances, the migration lock, PostgreSQL's recovery), a lane of their own so
// their waits (about 4.5 minutes) hold up no other suite and leave the cores to the other three lanes.
// Figures: docs/testing.md.
const HEAVY = ['test/fuzz/', 'test/crash/'];
const WAITING = ['test/cluster/', 'test/job-queue\\.test\\.ts', 'test/migration-lock\\.test\\.ts', 'test/embedded-postgres-recovery\\.test\\.ts'];
// Anchored at this checkout, so a checkout under a folder named 'web' or 'api' splits the same way.
const at = (path) => `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${path}`;
// Browser suites that run in the web lane, so the three busy lanes end about together.
const BROWSER_IN_WEB = ['two-factor', 'trust', 'account', 'languages'];
const heavyPattern = at(`api/(${HEAVY.join('|')})`);
const waitingPattern = at(`api/(${WAITING.join('|')})`);
const browserInWebPattern = at(`e2e/(${BROWSER_IN_WEB.join('|')})\\.e2e\\.ts$`);

/** @type {{ name: string; what: string; args: string[] }[]} */
export const LANES = [
  {
    name: 'server',
    what: 'API tests on a real PostgreSQL and HTTP server, minus the heavy and the waiting suites',
    args: ['--selectProjects', 'api', '--testPathIgnorePatterns', heavyPattern, waitingPattern],
  },
  {
    name: 'heavy',
    what: 'fuzz and crash; the browser suites (Chromium)',
    args: ['--selectProjects', 'api', 'browser', '--testPathPatterns', `${heavyPattern}|${at('e2e/')}`, '--testPathIgnorePatterns', browserInWebPattern],
  },
  {
    name: 'web',
    what: 'the web and package units; four browser suites',
    args: ['--selectProjects', 'web', 'packages', 'browser', '--testPathPatterns', `${browserInWebPattern}|${at('web/')}|${at('packages/')}`],
  },
  {
    name: 'waiting',
    what: 'the API suites that mostly wait on a clock (schedules, several instances, the migration lock, recovery)',
    args: ['--selectProjects', 'api', '--testPathPatterns', waitingPattern],
  },
];

const wanted = process.argv.slice(2);
const lanes = wanted.length ? LANES.filter((l) => wanted.includes(l.name)) : LANES;
if (wanted.length && lanes.length !== wanted.length) {
  console.error(`unknown lane: ${wanted.filter((w) => !LANES.some((l) => l.name === w)).join(', ')} (lanes: ${LANES.map((l) => l.name).join(', ')})`);
  process.exit(2);
}
const outDir = join(root, 'test-artifacts', 'lanes');
mkdirSync(outDir, { recursive: true });

function runLane(lane) {
  const started = Date.now();
  const log = createWriteStream(join(outDir, `${lane.name}.log`));
  const json = join(outDir, `${lane.name}.json`);
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=6144', join(root, 'node_modules/jest/bin/jest.js'), ...lane.args, '--json', `--outputFile=${json}`],
    {
      cwd: root,
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
        TEST_LANE: lane.name,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const pad = lane.name.padEnd(Math.max(...lanes.map((l) => l.name.length)));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(line + '\n');
      process.stdout.write(`${pad} | ${line}\n`);
    });
  }
  process.stdout.write(`${pad} | lane started: ${lane.what}\n`);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      log.end();
      let totals = null;
      try {
        const r = JSON.parse(readFileSync(json, 'utf8'));
        totals = {
          suites: r.numTotalTestSuites,
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          skipped: r.numPendingTests + r.numTodoTests,
          failedSuites: r.testResults.filter((s) => s.status === 'failed').map((s) => ({ file: s.name, message: s.message })),
        };
      } catch {
        /* Jest died before writing it: the exit code says so */
      }
      resolve({ lane, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000, totals });
    });
  });
}

const started = Date.now();
const results = [];
if (process.env.TEST_LANES_SERIAL === '1') {
  for (const lane of lanes) results.push(await runLane(lane));
} else {
  results.push(...(await Promise.all(lanes.map(runLane))));
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
for (const r of results) {
  for (const s of r.totals?.failedSuites ?? []) {
    process.stdout.write(`\n--- ${r.lane.name}: FAIL ${s.file.replace(root + '/', '')}\n${s.message}\n`);
  }
}
process.stdout.write('\nlanes:\n');
// The stages `pnpm test` ran before the lanes (scripts/timed.mjs), when this run is part of one.
try {
  for (const st of JSON.parse(readFileSync(join(outDir, 'stages.json'), 'utf8'))) {
    process.stdout.write(`  ${st.stage.padEnd(8)} ${st.ok ? 'ok    ' : 'FAILED'} ${minutes(st.seconds).padStart(12)}  (before the test lanes)\n`);
  }
  rmSync(join(outDir, 'stages.json'));
} catch {
  /* run on its own (pnpm test:jest) */
}
for (const r of results) {
  const t = r.totals;
  const counts = t
    ? `${t.suites} files, ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`
    : `no results (exit ${r.code}${r.signal ? `, ${r.signal}` : ''})`;
  process.stdout.write(
    `  ${r.lane.name.padEnd(8)} ${r.code === 0 ? 'ok    ' : 'FAILED'} ${minutes(r.seconds).padStart(12)}  ${counts}  (log: test-artifacts/lanes/${r.lane.name}.log)\n`,
  );
}
const all = results.reduce(
  (a, r) => ({ passed: a.passed + (r.totals?.passed ?? 0), failed: a.failed + (r.totals?.failed ?? 0), skipped: a.skipped + (r.totals?.skipped ?? 0) }),
  { passed: 0, failed: 0, skipped: 0 },
);
process.stdout.write(`  all lanes: ${minutes((Date.now() - started) / 1000)}; tests: ${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped\n`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
