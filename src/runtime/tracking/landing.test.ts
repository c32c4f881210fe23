// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignParams, sendLanding } from './landing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the landing call (§7 GET /api/track/Track)', () => {
  it('reads the seven campaign parameters; utm_* stand in when absent; empty ones are left out', () => {
    expect(campaignParams('?source=a&campaign=b&subcampaign=c&channel=d&subchannel=e&variation=f&mkwid=g&x=1')).toEqual({
      source: 'a', campaign: 'b', subcampaign: 'c', channel: 'd', subchannel: 'e', variation: 'f', mkwid: 'g',
    });
    expect(campaignParams('utm_source=ns&utm_medium=email&utm_campaign=otono&utm_term=cafe&utm_content=v2')).toEqual({
      source: 'ns', channel: 'email', campaign: 'otono', subcampaign: 'cafe', variation: 'v2',
    });
    expect(campaignParams('?source=propia&utm_source=utm&campaign=')).toEqual({ source: 'propia' });
    expect(campaignParams('')).toEqual({});
    expect(campaignParams(`?source=${'x'.repeat(300)}`).source).toHaveLength(200);
  });

  it('GETs landing, refer, rk, lang, screen and the campaign', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/tienda?source=ig');
    sendLanding({ source: 'ig' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    const q = new URL(url, location.origin);
    expect(q.pathname).toBe('/api/track/Track');
    expect(Object.fromEntries(q.searchParams)).toEqual({
      landing: `${location.origin}/tienda?source=ig`, refer: document.referrer, rk: expect.stringMatching(/^\d{1,12}$/),
      lang: navigator.language, screen: `${screen.width}x${screen.height}`, source: 'ig',
    });
  });
});
