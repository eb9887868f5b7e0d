// The browser tests drive Debian's Chromium through playwright-core (no browser download). This makes
// sure it is there: it uses CHROMIUM_PATH or /usr/bin/chromium, and installs Debian's package when
// running as root on a machine that has apt-get. Otherwise it explains what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get) for the browser tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${path}.\n` + "Install it (Debian/Ubuntu: 'sudo apt-get install chromium') or point CHROMIUM_PATH at a Chromium binary.",
);
process.exit(1);
