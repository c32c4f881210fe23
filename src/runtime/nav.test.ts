// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceNavigation } from './nav.ts';

let desktop = false;
let listeners: (() => void)[] = [];

beforeEach(() => {
  listeners = [];
  desktop = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return desktop;
        },
        addEventListener: (_: string, fn: () => void) => listeners.push(fn),
        removeEventListener: (_: string, fn: () => void) => (listeners = listeners.filter((l) => l !== fn)),
      }) as unknown as MediaQueryList,
  );
  document.body.innerHTML = `
    <nav aria-label="Principal"><details data-nav><summary>Menú</summary>
      <ul><li><a href="#contacto">Contacto</a></li></ul></details></nav>`;
});
afterEach(() => vi.restoreAllMocks());

const menu = () => document.querySelector('details')!;

describe('mobile navigation', () => {
  it('stays closed on phones and opens on desktop widths, following resizes', () => {
    const stop = enhanceNavigation(document);
    expect(menu().open).toBe(false);
    desktop = true;
    listeners.forEach((l) => l());
    expect(menu().open).toBe(true);
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('on phones, Escape closes it and puts focus on the summary', () => {
    enhanceNavigation(document);
    menu().open = true;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('on phones, following a link closes it', () => {
    enhanceNavigation(document);
    menu().open = true;
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu().open).toBe(false);
  });
});
