import type { Page } from 'playwright-core';

/**
 * Keyboard-only steps of the e2e tests (forms filled and sent as a visitor without a mouse does):
 * Tab to a control by its name, type into it, send its form and wait for the answer's page.
 */

/** The focused control's name (a field's name, else its id, else its text); a radio adds `=value`. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const name = el.name || el.id || el.textContent?.trim() || '';
    return el.type === 'radio' ? `${name}=${el.value}` : name;
  });

/** Presses Tab until the control named `name` (see focusedName) has the focus; throws after 80. */
export async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    // A radio answers `name=value`; asked without a value, any radio of that name will do.
    if (typeof name === 'string' ? now === name || (!name.includes('=') && now.startsWith(`${name}=`)) : name.test(now)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Tabs to the field `name` and types `text`. */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** Presses `key` on the focused control and waits for the page its form's answer loads (303 → GET, or the page again). */
export async function submit(page: Page, key = 'Enter'): Promise<void> {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  await page.keyboard.press(key);
  await loaded;
}
