#!/usr/bin/env node
// `pnpm check`: every static check, the slow ones side by side so both cores of a CI machine are busy.
//
// `check:schema` runs first and alone: it regenerates schema.graphql and web/src/gql and fails when they differ from
// what is committed, and the other checks read those files. Then three groups run at once, each one step after the
// other: the type check (the longest); lint, then module cycles; format, then messages, then the schema contract.
// Each step's output is held and printed when it ends, with its time; the exit code is 1 when any step failed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIRST = ['check:schema'];
const GROUPS = [['check:types'], ['check:lint', 'check:cycles'], ['check:format', 'check:i18n', 'check:contract']];

/** Runs one package script (`pnpm run <name>`) with its output held; resolves with its exit code and time. */
function step(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    // The pnpm that runs this script (npm_execpath) runs its steps; `npx pnpm` when started some other way.
    const pnpm = process.env.npm_execpath;
    const [cmd, args] = pnpm ? [process.execPath, [pnpm, 'run', '-s', name]] : ['npx', ['-y', 'pnpm@10.34.9', 'run', '-s', name]];
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)\n`);
      if (code !== 0 || process.env.CHECK_VERBOSE === '1') process.stdout.write(output.replace(/^/gm, `  ${name} | `) + '\n');
      resolve(code ?? 1);
    });
  });
}

const runGroup = async (names) => {
  let failed = 0;
  for (const name of names) if ((await step(name)) !== 0) failed++;
  return failed;
};

let failed = await runGroup(FIRST);
if (!failed) failed += (await Promise.all(GROUPS.map(runGroup))).reduce((a, b) => a + b, 0);
process.exit(failed ? 1 : 0);
