// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireCookie } from '../test-setup.ts';
import { EXTERNAL_BATCH, EXTERNAL_FLUSH_MS, analyticsConsent, createExternalEvents } from './external-events.ts';

// §7 the external events call (docs/platform-calls.md): batched, by beacon, consent-bound.
let sent: { url: string; body: unknown[] }[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) }), true) });
  document.cookie = 'ss_cookieAllowed=true; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expireCookie('ss_cookieAllowed');
});

const make = (consent?: () => boolean) => createExternalEvents('https://eventos.example.org:8443', () => ({ websiteId: 'w1', pagePath: '/tienda' }), () => 'visitante-1', consent);

describe('external events', () => {
  it('analytics consent is an accepted banner only', () => {
    expect(analyticsConsent()).toBe(true);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(analyticsConsent()).toBe(false);
    expireCookie('ss_cookieAllowed');
    expect(analyticsConsent()).toBe(false);
  });

  it('batches events and sends { commonData, customData with analyticsId } to <collector>/api/v1/events on pagehide', () => {
    const events = make();
    events.event('addToCart', { sku: 'PAN-1' });
    events.event('search', { q: 'pan' });
    expect(sent).toEqual([]);
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://eventos.example.org:8443/api/v1/events');
    expect(sent[0].body).toEqual([
      { commonData: { websiteId: 'w1', pagePath: '/tienda', event: 'addToCart', timestamp: expect.any(Number) }, customData: { sku: 'PAN-1', analyticsId: 'visitante-1' } },
      { commonData: { websiteId: 'w1', pagePath: '/tienda', event: 'search', timestamp: expect.any(Number) }, customData: { q: 'pan', analyticsId: 'visitante-1' } },
    ]);
    // The queue left once: a second pagehide sends nothing.
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('every 15 s, and at once when a batch is full', () => {
    const events = make();
    events.event('a');
    vi.advanceTimersByTime(EXTERNAL_FLUSH_MS);
    expect(sent).toHaveLength(1);
    for (let i = 0; i < EXTERNAL_BATCH; i++) events.event(`e${i}`);
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toHaveLength(EXTERNAL_BATCH);
  });

  it('without consent nothing is queued or sent; consent withdrawn before the flush drops the queue', () => {
    let consent = false;
    const events = make(() => consent);
    events.event('a');
    dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    consent = true;
    events.event('b');
    consent = false;
    events.flush();
    consent = true;
    events.flush();
    expect(sent).toEqual([]);
  });

  it('an untracked visitor (no common fields) or no analytics id: nothing', () => {
    const untracked = createExternalEvents('https://eventos.example.org', () => undefined, () => 'v');
    const anonymous = createExternalEvents('https://eventos.example.org', () => ({}), () => undefined);
    untracked.event('a');
    anonymous.event('a');
    untracked.flush();
    anonymous.flush();
    expect(sent).toEqual([]);
  });
});
