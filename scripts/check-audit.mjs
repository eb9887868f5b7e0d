// `pnpm check:audit`: the production dependencies against the registry's advisories, failing on a high or critical
// finding (`pnpm audit --prod --audit-level high`). Waive one only with a dated entry in SECURITY-WAIVERS.md and its
// GHSA id in package.json `pnpm.auditConfig.ignoreGhsas`.
//
// When the registry gives no answer (offline, a read-only mirror that refuses the POST, or the audit endpoints pnpm
// 10 asks, which npmjs.org has retired in favour of its bulk advisory endpoint), this says so plainly and fails: an
// audit that could not run is not a pass.
import { spawnSync } from 'node:child_process';

const pnpm = process.env.npm_execpath;
const [command, args] = pnpm ? [process.execPath, [pnpm]] : ['pnpm', []];
const run = spawnSync(command, [...args, 'audit', '--prod', '--audit-level', 'high'], { encoding: 'utf8' });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
process.stdout.write(output);

if (run.status === 0) process.exit(0);
const unreachable =
  run.error ||
  /ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_AUDIT_ENDPOINT|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|fetch failed|request to .* failed/.test(output);
if (unreachable) {
  const status = /responded with (\d{3})/.exec(output)?.[1];
  console.error(
    [
      '',
      `check:audit: NO AUDIT RESULT. The registry's audit endpoint could not be used${status ? ` (it answered HTTP ${status})` : run.error ? ` (${run.error.message})` : ''}.`,
      'Nothing was checked, so this check fails. 405: the registry reached from here serves reads only (GET/HEAD);',
      "410: npmjs.org retired the endpoints pnpm 10 asks (use pnpm 11's bulk advisory audit, or `npm audit --omit=dev`",
      'on a lockfile made with `npm install --package-lock-only`, on a machine that reaches npmjs.org).',
    ].join('\n'),
  );
  process.exit(2);
}
console.error('\ncheck:audit: high or critical advisories in production dependencies (above). Upgrade, or waive with a dated entry in SECURITY-WAIVERS.md.');
process.exit(1);
