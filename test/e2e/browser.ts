import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; `npm test` installs it when missing (scripts/ensure-chromium.mjs). */
export const CHROMIUM = '/usr/bin/chromium';

/** Launches headless Chromium with the flags this machine needs (no network but loopback). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
