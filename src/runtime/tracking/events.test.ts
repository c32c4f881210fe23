// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACE_FLUSH_MS, createEventClients } from './events.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let sendBeacon: ReturnType<typeof vi.fn>;
const traced = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(new URLSearchParams(body).get('data')!)]);
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  document.cookie = 'crumb=c1; path=/';
  history.replaceState(null, '', '/blog');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RecordEvent (§7)', () => {
  it('posts form-encoded crumb, event and data (common fields first, checked)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clients = createEventClients(() => ({ websiteId: 'w1', pagePath: '/blog' }));
    clients.event('video-play', { pagePath: 5, videoId: 'v9' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/events/RecordEvent');
    const body = new URLSearchParams(init.body);
    expect(body.get('crumb')).toBe('c1');
    expect(body.get('event')).toBe('video-play');
    expect(JSON.parse(body.get('data')!)).toEqual({ websiteId: 'w1', videoId: 'v9' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('pagePath'));
  });

  it('a visitor with no crumb cookie yet (pages set none): GET /api/crumb once, then each event with the crumb it set', async () => {
    document.cookie = 'crumb=; path=/; max-age=0';
    fetchMock.mockImplementation(async (url: string) => {
      if (url !== '/api/crumb') return new Response(null, { status: 204 });
      document.cookie = 'crumb=c2; path=/';
      return new Response(JSON.stringify({ crumb: 'c2' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const clients = createEventClients(() => ({ websiteId: 'w1' }));
    clients.event('uno');
    clients.event('dos');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.body ? new URLSearchParams(init.body).get('crumb') : undefined]);
    expect(calls).toEqual([['/api/crumb', undefined], ['/api/events/RecordEvent', 'c2'], ['/api/events/RecordEvent', 'c2']]);
  });

  it('sends nothing while the visitor is not tracked', () => {
    const clients = createEventClients(() => undefined);
    clients.event('x');
    clients.trace('y');
    hide();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the Trace queue (§7)', () => {
  it('is sent by beacon every 30 s, as {pageUrl, type, data} items in data (JSON text)', () => {
    const clients = createEventClients(() => ({}));
    clients.trace('scroll', { depth: 50 });
    clients.trace('click');
    vi.advanceTimersByTime(TRACE_FLUSH_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(traced()).toEqual([['/api/events/Trace', [
      { pageUrl: `${location.origin}/blog`, type: 'scroll', data: { depth: 50 } },
      { pageUrl: `${location.origin}/blog`, type: 'click' },
    ]]]);
    vi.advanceTimersByTime(TRACE_FLUSH_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1); // an empty queue sends nothing
  });

  it('is sent when the page is hidden, 10 items per call; an item over 4000 characters is dropped alone', () => {
    const clients = createEventClients(() => ({}));
    for (let i = 0; i < 23; i++) clients.trace('t', i);
    clients.trace('big', 'x'.repeat(4000));
    hide();
    expect(traced().map(([, items]) => items.length)).toEqual([10, 10, 3]);
    expect(traced().flatMap(([, items]) => items).map((i: { data: number }) => i.data)).toEqual([...Array(23).keys()]);
  });
});
