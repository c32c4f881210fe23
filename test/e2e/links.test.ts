import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteRelativeLink } from '../../src/shared/validate/links.ts';
import { ENCODED_REDIRECT_VECTORS, OPEN_REDIRECT_VECTORS } from '../../src/shared/validate/open-redirects.ts';
import { launchBrowser } from './browser.ts';

// Issue 10, defect 7, in Chromium itself: where the browser takes each link, against what the
// site-relative link rule says. The rule must never accept a link Chromium follows off-site.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE_ORIGIN = 'https://panaderia.example';

describe('links in Chromium (issue 10, defect 7)', () => {
  it('Chromium resolves every link the rule accepts to the page origin, and /\\evil.example off-site', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`<base href="${PAGE_ORIGIN}/blog/entrada">`);
    const links = [...OPEN_REDIRECT_VECTORS, ...ENCODED_REDIRECT_VECTORS, '/', '/blog?p=2#c', '/a\\b', '/config/../x'];
    // An <a> element's href as Chromium reads it (scheme, host, path), as a click would follow it.
    const resolved: Array<{ href: string; origin: string; protocol: string }> = await page.evaluate(
      (list) => list.map((href) => {
        const a = document.createElement('a');
        a.setAttribute('href', href);
        return { href: a.href, origin: a.origin, protocol: a.protocol };
      }),
      links,
    );
    const wrong = links.filter((link, i) => isSiteRelativeLink(link) && (resolved[i].origin !== PAGE_ORIGIN || resolved[i].protocol !== 'https:'));
    expect(wrong).toEqual([]);
    // The defect: a single '/' and a backslash, which a prefix rule took for a path.
    expect(resolved[OPEN_REDIRECT_VECTORS.indexOf('/\\evil.example')].origin).toBe('https://evil.example');
    expect(OPEN_REDIRECT_VECTORS.filter((link) => isSiteRelativeLink(link))).toEqual([]);
    await context.close();
  });
});
