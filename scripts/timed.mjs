#!/usr/bin/env node
// Runs a command as one timed stage of `pnpm test`: `node scripts/timed.mjs <stage> <command> [args...]`.
// Prints the stage's time when it ends and records it in test-artifacts/lanes/stages.json, which
// scripts/test-lanes.mjs prints beside the test lanes. Exits with the command's own exit code.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [stage, command, ...args] = process.argv.slice(2);
if (!stage || !command) {
  console.error('usage: node scripts/timed.mjs <stage> <command> [args...]');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'test-artifacts', 'lanes', 'stages.json');
const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('close', (code, signal) => {
  const seconds = (Date.now() - started) / 1000;
  const status = code === 0 ? 'ok' : 'FAILED';
  process.stdout.write(`\nstage ${stage}: ${status} in ${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s\n`);
  mkdirSync(dirname(file), { recursive: true });
  let stages = [];
  try {
    // A new `pnpm test` starts with its first stage (check): earlier runs' stages are dropped.
    if (stage !== 'check') stages = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    /* first stage of the run */
  }
  stages.push({ stage, seconds, ok: code === 0 });
  writeFileSync(file, JSON.stringify(stages, null, 2));
  process.exit(code ?? (signal ? 1 : 0));
});
