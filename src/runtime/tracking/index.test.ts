// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from '../lifecycle.ts';
import { readCookie } from './cookies.ts';
import { registerTracking, siteSearch } from './index.ts';
import type { TrackedPage } from './skip.ts';

let fetchMock: ReturnType<typeof vi.fn>;
const paths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
const page = (extra: TrackedPage = {}): TrackedPage => ({ pageType: 2, collectionId: 'c1', itemId: null, authenticatedAccount: null, websiteRoles: [], ...extra });
const restrictive = { websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } as TrackedPage['websiteSettings'] };
let listeners: [string, EventListener][] = [];
let lifecycles: ReturnType<typeof createLifecycle>[] = [];
/** Registers tracking on a fresh lifecycle and initialises it, as main.ts does. */
function start(p: TrackedPage) {
  const add = vi.spyOn(window, 'addEventListener');
  const lifecycle = createLifecycle();
  const track = registerTracking(lifecycle, p);
  lifecycle.init();
  lifecycles.push(lifecycle);
  listeners = add.mock.calls.map(([type, fn]) => [type, fn as EventListener]);
  add.mockRestore();
  return { lifecycle, track };
}

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '<a data-census-button=\'{"id":"b1","buttonText":"Ir"}\' href="#">Ir</a>';
  history.replaceState(null, '', '/');
});
afterEach(() => {
  for (const lifecycle of lifecycles.splice(0)) lifecycle.destroy();
  for (const [type, fn] of listeners) window.removeEventListener(type, fn);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerTracking', () => {
  it('a visitor: visit cookies, the census hit and the button census on init; form, overlay and quick-view census on call', () => {
    const { track } = start(page());
    expect(paths()).toEqual(['/api/census/RecordHit', '/api/census/button-render']);
    expect(readCookie('ss_cvr')).toMatch(/\|1$/);
    expect(track.visit()).toMatchObject({ isNewVisitor: true, record: { visitCount: 1 } });
    track.formRender('contacto');
    track.overlay({ overlayId: 'o1' });
    track.quickView('item 7');
    expect(paths().slice(2)).toEqual(['/api/census/form-render', '/api/census/overlay', '/api/census/RecordQuickView/item%207']);
  });

  it('event calls wait for the after-load clients, then reach them in order (at most 100 wait)', () => {
    const { track } = start(page());
    track.event('a', { x: 1 });
    track.trace('b', 2);
    for (let i = 0; i < 200; i++) track.trace('c', i);
    const clients = { event: vi.fn(), trace: vi.fn() };
    track.attachEventClients(clients);
    expect(clients.event).toHaveBeenCalledExactlyOnceWith('a', { x: 1 });
    expect(clients.trace).toHaveBeenCalledTimes(99);
    expect(clients.trace.mock.calls[0]).toEqual(['b', 2]);
    track.event('d');
    expect(clients.event).toHaveBeenLastCalledWith('d');
  });

  it('a search (/search?q=, type 102): no page view, the site-search event (type 2) with the query once the clients attach', () => {
    history.replaceState(null, '', '/search?q=caf%C3%A9+de+olla');
    const { track } = start(page({ pageType: 102 }));
    expect(paths()).toEqual([]);
    expect(track.visit()).toBeDefined();
    const clients = { event: vi.fn(), trace: vi.fn() };
    track.attachEventClients(clients);
    expect(clients.event).toHaveBeenCalledExactlyOnceWith('site-search', { eventType: 2, query: 'café de olla' });
  });

  it('no site-search event without a query, nor for a visitor who is not tracked', () => {
    history.replaceState(null, '', '/search');
    expect(siteSearch(page({ pageType: 102 }), location)).toBeUndefined();
    const where = { pathname: '/search', search: '?q=pan' };
    expect(siteSearch(page({ pageType: 102 }), where)).toBe('pan');
    expect(siteSearch(page({ pageType: 102, websiteSettings: { trackingDisabled: true } as TrackedPage['websiteSettings'] }), where)).toBeUndefined();
    expect(siteSearch(page({ pageType: 102, authenticatedAccount: 'a1' as any, websiteRoles: [1] }), where)).toBeUndefined();
    expect(siteSearch(page({ pageType: 2 }), where)).toBeUndefined();
    const { track } = start(page({ pageType: 102 }));
    expect(track.visit()).toBeUndefined();
  });

  it('a skipped page (404) sets no cookie and sends nothing; the census calls stay silent; errors are still reported', () => {
    vi.useFakeTimers();
    const { track } = start(page({ pageType: 100 }));
    track.formRender('f');
    track.quickView('i');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readCookie('ss_cvr')).toBeUndefined();
    expect(track.visit()).toBeUndefined();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }));
    vi.advanceTimersByTime(1000);
    expect(paths()).toEqual(['/api/events/RecordJavascriptErrors']);
  });

  it('a restrictive policy without consent: nothing sent, §9 cookies cleared; consent(true) starts tracking on the page, consent(false) stops it', () => {
    document.cookie = 'SS_MID=1; path=/';
    const { track } = start(page(restrictive));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readCookie('SS_MID')).toBeUndefined();

    track.consent(true);
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(paths()).toEqual(['/api/census/RecordHit', '/api/census/button-render']);
    track.consent(true);
    expect(fetchMock).toHaveBeenCalledTimes(2); // one page view, counted once

    track.consent(false);
    expect(track.visit()).toBeUndefined();
    expect(readCookie('ss_cvr')).toBeUndefined();
    track.formRender('f');
    (document.querySelector('a') as HTMLElement).click();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a restrictive policy clears its cookies on skipped pages too', () => {
    document.cookie = 'SS_MID=1; path=/';
    start(page({ ...restrictive, pageType: 100 }));
    expect(readCookie('SS_MID')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a restrictive policy consent changes nothing; destroy stops the button census', () => {
    const { lifecycle, track } = start(page());
    track.consent(false);
    expect(track.visit()).toBeDefined();
    lifecycle.destroy();
    (document.querySelector('a') as HTMLElement).click();
    expect(paths()).not.toContain('/api/census/button-click');
    expect(track.visit()).toBeUndefined();
  });
});
