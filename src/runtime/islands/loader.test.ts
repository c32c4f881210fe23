// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type IslandModule } from './loader.ts';

/** A controllable IntersectionObserver: tests decide when an element comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback, public options?: IntersectionObserverInit) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) { this.observed.add(el); }
  unobserve(el: Element) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  show(el: Element) {
    this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const html = `
  <div data-island="accordion" data-block-id="faq" data-props='{"items":[{"title":"A","html":"<p>a</p>"}]}'><p>server</p></div>
  <div data-island="gallery" data-block-id="g1" data-props='{}'></div>`;

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = html;
  FakeObserver.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('island loader', () => {
  it('loads an island chunk only when it comes near the viewport, then calls its default export', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const hydrate = vi.fn();
    const load = vi.fn(async (): Promise<IslandModule> => ({ default: hydrate }));
    startIslands(document, { accordion: '/assets/accordion-x.js' }, { load });
    const io = FakeObserver.instances[0];
    expect(io.options?.rootMargin).toBe('200px 0px');
    expect(io.observed.size).toBe(2);
    expect(load).not.toHaveBeenCalled();

    const el = document.querySelector<HTMLElement>('[data-block-id="faq"]')!;
    io.show(el);
    await flush();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/accordion-x.js');
    expect(hydrate).toHaveBeenCalledExactlyOnceWith(el, { items: [{ title: 'A', html: '<p>a</p>' }] }, 'faq');
    expect(el.dataset.islandState).toBe('hydrated');
    expect(io.observed.has(el)).toBe(false);
  });

  it('leaves an island without a built chunk as server HTML', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn();
    startIslands(document, {}, { load });
    const el = document.querySelector<HTMLElement>('[data-block-id="g1"]')!;
    FakeObserver.instances[0].show(el);
    expect(load).not.toHaveBeenCalled();
    expect(el.dataset.islandState).toBe('missing');
  });

  it('wakes every island at once when IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const hydrate = vi.fn();
    startIslands(document, { accordion: '/a.js', gallery: '/g.js' }, { load: async () => ({ default: hydrate }) });
    await flush();
    expect(hydrate).toHaveBeenCalledTimes(2);
  });

  it('logs a chunk that fails to load and marks the island failed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startIslands(document, { accordion: '/a.js' }, { load: () => Promise.reject(new Error('offline')) });
    await flush();
    expect(document.querySelector<HTMLElement>('[data-block-id="faq"]')!.dataset.islandState).toBe('failed');
    expect(error).toHaveBeenCalledOnce();
  });

  it('logs unreadable props without loading anything', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = `<div data-island="accordion" data-block-id="x" data-props="{no"></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn();
    startIslands(document, { accordion: '/a.js' }, { load });
    expect(load).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });

  it('its destructor stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const stop = startIslands(document, {}, { load: vi.fn() });
    stop();
    expect(FakeObserver.instances[0].observed.size).toBe(0);
  });

  it('does nothing on a page without islands', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<p>sin islas</p>';
    startIslands(document, {}, {});
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
