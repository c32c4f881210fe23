import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser.ts';
import { openPage, useDemo } from './demo.ts';
import { dayForKey } from '../../src/ui/events/days.ts';

// Events on the demo in Chromium (issue 14): the «Eventos» page with its calendar block driven by
// keyboard alone (arrows, Home/End, PageUp/PageDown, Enter to the day's events, then to the
// event), the event page with its .ics link, axe clean on each, at desktop and phone widths.

const demo = useDemo();

const open = (path: string, width = 1280) => openPage(demo, path, width);

const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? '');
const shownMonths = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.calendar-block [data-month]')].filter((m) => !m.hidden).map((m) => m.dataset.month));
const rendered = (page: Page, day: string) => page.evaluate((d) => Boolean(document.querySelector(`.calendar-block td[data-date="${d}"]`)), day);

/** Presses `key` on the focused day and checks where the focus went (it stays when the day is not rendered). */
async function press(page: Page, key: string) {
  const from = await focusedDay(page);
  const to = dayForKey(key, from)!;
  await page.keyboard.press(key);
  const expected = (await rendered(page, to)) ? to : from;
  expect(await focusedDay(page), `${key} from ${from}`).toBe(expected);
  expect(await shownMonths(page)).toEqual([expected.slice(0, 7)]);
}

describe('the events page', () => {
  it('the calendar by keyboard: Tab into the grid, arrows, Home/End, PageUp/PageDown, Enter to the day’s events and on to the event', async () => {
    const page = await open('/eventos');
    await expectNoAxeViolations(page);
    // The script has shown the month buttons.
    await page.waitForSelector('.calendar-block [data-block-script="calendar"][data-started]');
    for (let i = 0; i < 80 && !(await focusedDay(page)); i++) await page.keyboard.press('Tab');
    const start = await focusedDay(page);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']) await press(page, key);
    // The month title between the buttons follows the month shown.
    const title = await page.locator('.calendar-block [data-calendar-title]').textContent();
    expect(title).toBe(await page.locator('.calendar-block [data-month]:not([hidden]) caption').textContent());
    // Tab leaves the grid from the one day in the tab order.
    expect(await page.locator('.calendar-block [data-month]:not([hidden]) td[tabindex="0"]').count()).toBe(1);
    // Walk forward day by day to the first day with events, then Enter: its events in the agenda.
    for (let i = 0; i < 400; i++) {
      if (await page.evaluate(() => (document.activeElement as HTMLElement).classList.contains('has-events'))) break;
      const before = await focusedDay(page);
      await page.keyboard.press('ArrowRight');
      if ((await focusedDay(page)) === before) break;
    }
    const day = await focusedDay(page);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).classList.contains('has-events'))).toBe(true);
    await page.keyboard.press('Enter');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    expect(href).toMatch(/^\/eventos\/[a-z0-9-]+$/);
    expect(await page.evaluate((d) => document.activeElement?.closest(`[data-day="${d}"]`) !== null, day)).toBe(true);
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL((u) => u.pathname === href), page.keyboard.press('Enter')]);
    // The event page: when, where, «Agregar al calendario» to its .ics file.
    expect(await page.locator('.event-page__facts dt').allTextContents()).toContain('Cuándo');
    expect(await page.locator('a', { hasText: 'Agregar al calendario' }).getAttribute('href')).toBe(`${href}.ics`);
    await expectNoAxeViolations(page);
    const ics = await page.request.get(`${demo.server.url}${href}.ics`);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    await page.close();
  });

  it('the month buttons move the calendar; axe clean on a phone too', async () => {
    const page = await open('/eventos', 390);
    await page.waitForSelector('.calendar-block [data-block-script="calendar"][data-started]');
    const [first] = await shownMonths(page);
    const next = page.locator('.calendar-block [data-calendar-step="1"]');
    if (await next.isEnabled()) {
      await next.click();
      expect(await shownMonths(page)).not.toEqual([first]);
      await page.locator('.calendar-block [data-calendar-step="-1"]').click();
      expect(await shownMonths(page)).toEqual([first]);
    }
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('the events page, an event page and a calendar are valid HTML (html-validate, standard rules)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const list = await (await fetch(`${demo.server.url}/eventos`)).text();
    const paths = ['/eventos', ...[...list.matchAll(/href="(\/eventos\/[a-z0-9-]+)"/g)].map((m) => m[1]).slice(0, 2)];
    expect(paths.length).toBe(3);
    for (const path of paths) {
      const report = await validator.validateString(await (await fetch(`${demo.server.url}${path}`)).text());
      expect(report.results.flatMap((r) => r.messages.map((m) => `${path} ${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});
