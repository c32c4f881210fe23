import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSiteCopy } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';
import { RECORD, cookie, trackingVisitors, until } from './tracking-visitor.ts';

// Tracking and consent in real Chromium against `vitrina serve`: without consent nothing is sent
// and the §9 cookies are cleared; a site's disable flag; a refusal, and an acceptance on the page.

const visitor = trackingVisitors();

describe('a restrictive cookie policy (websiteSettings.cookieSettings)', () => {
  let server: RunningServer;
  let siteDir: string;
  beforeAll(async () => {
    const siteFile = demoSiteCopy((site) => {
      site.settings.cookieSettings = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true };
    }, 'vitrina-restrictive-');
    siteDir = dirname(siteFile);
    server = await startServer({ DEMO_SITE: siteFile });
    // A second site beside it, with the disable flag: its own ids, on sin-rastreo.vitrina.localhost.
    const quiet = JSON.parse(readFileSync('sites/demo/site.json', 'utf8').replaceAll('65f1c0ffee', '75f1c0ffee'));
    quiet.website.identifier = 'sin-rastreo';
    quiet.settings.trackingDisabled = true;
    writeFileSync(join(siteDir, 'quiet.json'), JSON.stringify(quiet));
    const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'import', join(siteDir, 'quiet.json')], {
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stdout + cli.stderr).toBe(0);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const TRACKING_COOKIES = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

  it('without consent: no hit, no landing, no button census, and the §9 cookies are cleared', async () => {
    const { context, page, sent } = await visitor({ consent: false });
    await context.addCookies([...TRACKING_COOKIES.map((name) => ({ name, value: name === 'ss_cvr' ? 'v1|1|1|1|1' : '1', url: server.url })), { name: 'otra', value: 'queda', url: server.url }]);
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await settings;
    await page.waitForTimeout(500);
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual(['/api/1/performance/settings']);
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['otra']);
    await context.close();
  });

  it('the disable flag (settings.trackingDisabled): no visit cookie, no census, no landing; page speed still runs', async () => {
    const { context, page, sent } = await visitor();
    const url = `http://sin-rastreo.vitrina.localhost:${server.port}/`;
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.goto(url, { waitUntil: 'load' });
    // The quiet site itself (the loopback default is the restrictive one, which would send nothing either).
    expect(await page.evaluate(() => JSON.parse(document.getElementById('vitrina-context')!.textContent!).website.id)).toBe('75f1c0ffee0000000000a001');
    await settings;
    await page.waitForTimeout(500);
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual(['/api/1/performance/settings']);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    await context.close();
  });

  it('a refusal (ss_cookieAllowed=false) counts as no consent; acceptance (true) is tracked, and accepting on the page starts tracking there', async () => {
    const refused = await visitor({ consent: false });
    await refused.context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: server.url }]);
    await refused.page.goto(`${server.url}/`, { waitUntil: 'load' });
    await refused.page.waitForTimeout(500);
    expect(refused.calls('/api/census/RecordHit')).toHaveLength(0);

    await refused.page.evaluate(() => window.Vitrina!.track.consent(true));
    await until(() => refused.calls('/api/census/RecordHit').length === 1);
    const allowed = await cookie(refused.context, 'ss_cookieAllowed');
    expect(allowed?.value).toBe('true');
    expect(allowed!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    expect((await cookie(refused.context, 'ss_cvr'))?.value).toMatch(RECORD);
    await refused.context.close();

    const accepted = await visitor({ consent: false });
    await accepted.context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: server.url }]);
    await accepted.page.goto(`${server.url}/contacto`, { waitUntil: 'load' });
    const buttons = await accepted.page.locator('[data-census-button]').count();
    await until(() => accepted.calls('/api/census/RecordHit').length === 1 && accepted.calls('/api/census/button-render').length === buttons);
    await accepted.context.close();
  });
});
