import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { openPage, useDemo } from './demo.ts';

// Blog lists and blocks on the demo in Chromium (issue 14): the blog page with its tag cloud,
// archive (by year, in <details>) and RSS link, paged by «Entradas anteriores / más recientes»
// with rel=prev/next, filtered by a tag and a month; the feed parsed by the browser's XML
// parser; the blog blocks of /bloques. Axe clean on each, at a phone's and a desktop's width.

const demo = useDemo();

const open = (path: string, width = 1280) => openPage(demo, path, width);

describe('the demo blog', () => {
  it('shows its tag cloud, archive and RSS link; axe clean on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await open('/blog', width);
      expect(await page.locator('nav.tag-cloud a').count()).toBeGreaterThan(10);
      expect(await page.locator('nav.archive-block details').count()).toBe(2);
      expect(await page.locator('.rss-link a').getAttribute('href')).toBe('/blog?format=rss');
      expect(await page.locator('.post-list .card').count()).toBe(6);
      await expectNoAxeViolations(page);
      await page.close();
    }
  });

  it('pages by keyboard: «Entradas anteriores» to page 2 and back; rel=prev/next in the head', async () => {
    const page = await open('/blog');
    expect(await page.locator('head link[rel="next"]').getAttribute('href')).toMatch(/\/blog\?page=2$/);
    await page.locator('nav.blog-paging a', { hasText: 'Entradas anteriores' }).focus();
    await Promise.all([page.waitForURL(/\/blog\?page=2$/), page.keyboard.press('Enter')]);
    expect(await page.locator('.post-list .card').count()).toBe(2);
    expect(await page.locator('head link[rel="prev"]').getAttribute('href')).toMatch(/\/blog$/);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/blog\?page=2$/);
    expect(await page.locator('head link[rel="next"]').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.locator('nav.blog-paging a', { hasText: 'Entradas más recientes' }).focus();
    await Promise.all([page.waitForURL(/\/blog$/), page.keyboard.press('Enter')]);
    await page.close();
  });

  it('the archive opens a year by keyboard and a month lists its posts; a tag of the cloud lists its posts', async () => {
    const page = await open('/blog');
    const older = page.locator('nav.archive-block details').nth(1);
    expect(await older.getAttribute('open')).toBeNull();
    await older.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await older.getAttribute('open')).not.toBeNull();
    await older.locator('a', { hasText: 'noviembre de 2025' }).focus();
    await Promise.all([page.waitForURL(/\/blog\?month=2025-11$/), page.keyboard.press('Enter')]);
    expect(await page.locator('.blog-filter__title').textContent()).toBe('Entradas de noviembre de 2025');
    expect(await page.locator('.post-list .card__title').allTextContents()).toEqual(['Cold brew para los días de calor']);
    await expectNoAxeViolations(page);

    await page.locator('nav.tag-cloud a', { hasText: 'en casa' }).click();
    await page.waitForURL(/\/blog\?tag=en\+casa$/);
    expect(await page.locator('.blog-filter__title').textContent()).toBe('Entradas con la etiqueta «en casa»');
    expect(await page.locator('.post-list .card').count()).toBe(3);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('an unknown tag or a page past the last is the not-found page', async () => {
    const page = await open('/blog');
    for (const path of ['/blog?tag=inexistente', '/blog?page=9', '/blog?month=1999-01']) {
      const res = await page.goto(`${demo.server.url}${path}`);
      expect(res?.status(), path).toBe(404);
    }
    await page.close();
  });

  it('the RSS feed is well-formed XML for the browser: 8 items with links, guids and dates', async () => {
    const page = await open('/blog');
    const feed = await page.evaluate(async () => {
      const res = await fetch('/blog?format=rss');
      const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
      return {
        type: res.headers.get('content-type'),
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        title: doc.querySelector('channel > title')?.textContent,
        items: [...doc.querySelectorAll('item')].map((i) => ({ title: i.querySelector('title')?.textContent, link: i.querySelector('link')?.textContent, guid: i.querySelector('guid')?.textContent, date: i.querySelector('pubDate')?.textContent })),
      };
    });
    expect(feed.type).toBe('application/rss+xml; charset=utf-8');
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(feed.title).toBe('Blog · Café Altura');
    expect(feed.items).toHaveLength(8);
    expect(feed.items[0].title).toBe('Llega la nueva cosecha de Chiapas');
    for (const item of feed.items) {
      expect(item.link).toMatch(/\/blog\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.date ?? ''))).toBe(false);
    }
    await page.close();
  });

  it('the blog blocks of /bloques: journal, posts by author/tag/category/month, category cloud, archive, RSS; axe clean', async () => {
    const page = await open('/bloques');
    expect(await page.locator('.journal-block .post-list-block__item').count()).toBe(3);
    expect(await page.locator('.posts-by-block').count()).toBe(4);
    expect(await page.locator('.posts-by-block a[href="/blog?month=2026-03"]').count()).toBe(1);
    expect(await page.locator('nav.tag-cloud a[href^="/blog?category="]').count()).toBe(4);
    expect(await page.locator('.rss-link a').textContent()).toBe('RSS del blog');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
