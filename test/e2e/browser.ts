import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Fails the test with one line per axe-core violation on the page (rule id and the elements).
 * Waits first (at most 3 s) for finite CSS transitions and animations to end: colours caught
 * mid-transition (a banner re-drawn from dark to light) are not the page's colours.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 3000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
