// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TEXTS_ELEMENT_ID } from './page-texts.ts';
import { timeMessages } from './time.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

/** A fresh copy of the module (it reads the page's texts once). */
const fresh = async () => (await import('./page-texts.ts')).localised;

describe('localised: a browser script\'s texts in the page\'s language', () => {
  it('overlays the texts the page carries, key by key; others stay es-419', async () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_TEXTS_ELEMENT_ID}">{"time.justNow":"just now","time.nope":"x","time.secondsAgo":7}</script>`;
    const texts = (await fresh())(timeMessages);
    expect(texts['time.justNow']).toBe('just now');
    expect(texts['time.oneSecondAgo']).toBe('hace 1 segundo');
    expect(texts['time.secondsAgo']).toBe('hace {count} segundos');
    expect(Object.keys(texts)).toEqual(Object.keys(timeMessages));
  });

  it('keeps es-419 on a page without texts, or with unreadable ones', async () => {
    expect((await fresh())(timeMessages)).toEqual(timeMessages);
    vi.resetModules();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_TEXTS_ELEMENT_ID}">{oops</script>`;
    expect((await fresh())(timeMessages)).toEqual(timeMessages);
  });
});
