import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Counts script executions in Chromium: every dialog (alert, confirm, prompt, print) a payload
 * could open, counted by an init script before any page script runs and by playwright's dialog
 * event. The corpus payloads call these, so a count above 0 is a script that ran.
 */
export async function executionCounter(browser: Browser): Promise<{ context: BrowserContext; page: Page; load(html: string): Promise<void>; count(): Promise<number>; close(): Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addInitScript(() => {
    const w = window as any;
    w.__executions = 0;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = () => void w.__executions++;
  });
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss().catch(() => {});
  });
  let total = 0;
  return {
    context,
    page,
    // HTML set as the page's content with no CSP header: this holds the escaping itself, not the policy behind it.
    async load(html: string) {
      await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForTimeout(150); // onerror/onfocus handlers fire just after load
      total += await page.evaluate(() => (window as any).__executions as number);
    },
    count: async () => total + dialogs,
    close: () => context.close(),
  };
}
