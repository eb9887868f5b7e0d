/**
 * The Chromium every browser run here starts (e2e tests, bench:web): Debian's, headless, with the flags this
 * sandboxed, offline machine needs. CHROMIUM_PATH picks another binary.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
