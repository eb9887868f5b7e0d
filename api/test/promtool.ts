import { existsSync } from 'node:fs';

/**
 * Prometheus's `promtool` (Debian's `prometheus` package), which checks the metrics' text and the alert rules
 * (test/metrics.test.ts, test/operations-docs.test.ts). `pnpm test` installs it as it does Chromium
 * (scripts/ensure-promtool.mjs); PROMTOOL_PATH points elsewhere. Missing, the test fails saying what to install: the
 * checks are never skipped.
 */
export function promtoolPath(): string {
  const path = process.env.PROMTOOL_PATH || '/usr/bin/promtool';
  if (!existsSync(path)) {
    throw new Error(
      `promtool not found at ${path}: install Debian's prometheus package ('sudo apt-get install prometheus', or run 'node scripts/ensure-promtool.mjs' as root) or set PROMTOOL_PATH.`,
    );
  }
  return path;
}
