// The metrics and alert-rule tests check their output with Prometheus's promtool (api/test/promtool.ts). This makes sure
// it is there, as ensure-chromium.mjs does for Chromium: it uses PROMTOOL_PATH or /usr/bin/promtool, and installs
// Debian's prometheus package when running as root on a machine that has apt-get. Otherwise it explains what to
// install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.PROMTOOL_PATH || '/usr/bin/promtool';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.PROMTOOL_PATH) {
  console.log("promtool not found: installing Debian's prometheus package (apt-get) for the metrics and alert-rule tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus', { stdio: 'inherit' });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The metrics and alert-rule tests need promtool at ${path}.\n` +
    "Install it (Debian/Ubuntu: 'sudo apt-get install prometheus') or point PROMTOOL_PATH at a promtool binary.",
);
process.exit(1);
