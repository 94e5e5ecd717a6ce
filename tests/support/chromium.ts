/**
 * Debian's Chromium (Playwright's own download does not run here) and the flags that let it run
 * as root in a container and keep it off the network: the browser tests and the web benchmark
 * start it the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
