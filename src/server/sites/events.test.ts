import { describe, expect, it, vi } from 'vitest';
import { HtmlCache, preparePage } from './html-cache.ts';
import { isIcsPath, timeBound } from './events.ts';
import type { PageModel } from '../../page/context.ts';

describe('events routing helpers', () => {
  it('an .ics path is /<collection>/<item>.ics only', () => {
    expect(isIcsPath('/eventos/cata.ics')).toBe(true);
    expect(isIcsPath('/eventos.ics')).toBe(false);
    expect(isIcsPath('/eventos/cata/x.ics')).toBe(false);
    expect(isIcsPath('/eventos/cata')).toBe(false);
  });

  it('pages that show time: an events collection page and pages whose blocks list collections, not an event page', () => {
    const base = { site: {}, path: '/x', title: '', description: '', pageType: 1 } as unknown as PageModel;
    const events = { id: 'c', urlId: 'eventos', title: '', type: 1, events: { view: 'list' } } as PageModel['collection'];
    expect(timeBound(base)).toBe(false);
    expect(timeBound({ ...base, collection: events })).toBe(true);
    expect(timeBound({ ...base, collection: events, item: {} as PageModel['item'] })).toBe(false);
    expect(timeBound({ ...base, lists: {} })).toBe(true);
  });

  it('the HTML cache forgets a page once it expires', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const cache = new HtmlCache(1e6);
      const page = preparePage(200, '<p>hola</p>');
      cache.set('a', { ...page, expiresAt: Date.now() + 600_000 });
      cache.set('b', page);
      expect(cache.get('a')).toBeDefined();
      vi.advanceTimersByTime(600_000);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBeDefined();
      expect(cache.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
