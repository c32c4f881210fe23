// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idle } from './idle.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import { media } from './media.ts';
import { startIslands } from './loader.ts';
import { visible } from './visible.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Island elements under the body, each with the attributes given. */
function islands(...attrs: string[]): HTMLElement[] {
  document.body.innerHTML = attrs.map((a, i) => `<div data-island="x" data-block-id="b${i}" ${a}><button>b</button></div>`).join('');
  return [...document.querySelectorAll<HTMLElement>('[data-island]')];
}

describe('load', () => {
  it('wakes every island at once', () => {
    const els = islands('', '');
    const wake = vi.fn();
    load(els, wake, {});
    expect(wake.mock.calls.map((c) => c[0])).toEqual(els);
  });
});

describe('idle', () => {
  it('wakes when the browser is idle, waiting 2 s at most', () => {
    const els = islands('');
    let idleCallback: (() => void) | undefined;
    const ric = vi.fn((cb: () => void, _opts?: IdleRequestOptions) => ((idleCallback = cb), 7));
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const wake = vi.fn();
    idle(els, wake, {});
    expect(wake).not.toHaveBeenCalled();
    expect(ric.mock.calls[0][1]).toEqual({ timeout: 2000 });
    idleCallback!();
    expect(wake).toHaveBeenCalledExactlyOnceWith(els[0]);
  });

  it('without requestIdleCallback, wakes after the current work; stopping cancels', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const wake = vi.fn();
    idle(islands(''), wake, {});
    vi.advanceTimersByTime(250);
    expect(wake).toHaveBeenCalledOnce();
    const stopped = vi.fn();
    idle(islands(''), stopped, {})();
    vi.advanceTimersByTime(250);
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('visible', () => {
  it('watches with the §9 200 px margin and wakes an island once it comes near', () => {
    const observers: { cb: IntersectionObserverCallback; opts?: IntersectionObserverInit; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
          observers.push({ cb, opts, observed: this.observed });
        }
        observe(el: Element) { this.observed.push(el); }
        unobserve(el: Element) { this.observed.splice(this.observed.indexOf(el), 1); }
        disconnect() { this.observed.length = 0; }
      },
    );
    const els = islands('', '');
    const wake = vi.fn();
    visible(els, wake, {});
    expect(observers).toHaveLength(1);
    expect(observers[0].opts?.rootMargin).toBe('200px 0px');
    observers[0].cb([{ target: els[1], isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(wake).toHaveBeenCalledExactlyOnceWith(els[1]);
    expect(observers[0].observed).toEqual([els[0]]);
  });
});

describe('interaction', () => {
  it.each([
    ['a pointer over it', (el: HTMLElement) => el.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['focus inside it', (el: HTMLElement) => el.querySelector('button')!.focus()],
    ['a key inside it', (el: HTMLElement) => el.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))],
  ])('wakes an island at %s, once, and not its neighbour', (_, act) => {
    const [a, b] = islands('', '');
    const wake = vi.fn();
    interaction([a, b], wake, {});
    expect(wake).not.toHaveBeenCalled();
    act(a);
    act(a);
    expect(wake).toHaveBeenCalledExactlyOnceWith(a);
  });

  it('stopping removes the listeners', () => {
    const [a] = islands('');
    const wake = vi.fn();
    interaction([a], wake, {})();
    a.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });
});

describe('media', () => {
  /** A matchMedia whose answer tests change, firing `change` as a browser does. */
  function fakeMatchMedia(initially: boolean) {
    const lists: { query: string; matches: boolean; listeners: ((e: { matches: boolean }) => void)[] }[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      const list = {
        query,
        matches: initially,
        listeners: [] as ((e: { matches: boolean }) => void)[],
        addEventListener: (_: string, fn: (e: { matches: boolean }) => void, opts?: { signal?: AbortSignal }) => {
          list.listeners.push(fn);
          opts?.signal?.addEventListener('abort', () => list.removeEventListener('change', fn));
        },
        removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => list.listeners.splice(list.listeners.indexOf(fn), 1),
      };
      lists.push(list);
      return list;
    });
    return {
      lists,
      set: (matches: boolean) => lists.forEach((l) => ((l.matches = matches), [...l.listeners].forEach((fn) => fn({ matches })))),
    };
  }

  it('wakes at once when its query matches', () => {
    const { lists } = fakeMatchMedia(true);
    const els = islands('data-hydrate="media" data-hydrate-media="(min-width: 800px)"');
    const wake = vi.fn();
    media(els, wake, {});
    expect(lists[0].query).toBe('(min-width: 800px)');
    expect(wake).toHaveBeenCalledExactlyOnceWith(els[0]);
  });

  it('waits until the query starts matching', () => {
    const mm = fakeMatchMedia(false);
    const els = islands('data-hydrate="media" data-hydrate-media="(min-width: 800px)"');
    const wake = vi.fn();
    const stop = media(els, wake, {});
    expect(wake).not.toHaveBeenCalled();
    mm.set(false);
    expect(wake).not.toHaveBeenCalled();
    mm.set(true);
    expect(wake).toHaveBeenCalledExactlyOnceWith(els[0]);
    stop();
    expect(mm.lists[0].listeners).toHaveLength(0);
  });
});

describe('the loader picks the strategy the server wrote', () => {
  it('load wakes at once, interaction waits for a key, unknown names fall back to visible', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const els = islands('data-hydrate="load"', 'data-hydrate="interaction"', 'data-hydrate="constructor"');
    const hydrate = vi.fn();
    startIslands(document, { x: '/x.js' }, { load: async () => ({ default: hydrate }) });
    await new Promise((r) => setTimeout(r, 0));
    // load, and the fallback (visible, which wakes at once without IntersectionObserver)
    expect(hydrate.mock.calls.map((c) => c[2])).toEqual(['b0', 'b2']);
    els[1].dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(hydrate.mock.calls.map((c) => c[2])).toEqual(['b0', 'b2', 'b1']);
  });
});
