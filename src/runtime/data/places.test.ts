// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeDetails, placeSuggestions } from './places.ts';

// §7 places calls from the browser: details needs the tracking context, else a console error and no call.
let fetchMock: ReturnType<typeof vi.fn>;
const PLACE = { placeId: 'R1', description: 'Oaxaca', lat: 17, lon: -96 };
beforeEach(() => {
  fetchMock = vi.fn(async (url: URL) => new Response(JSON.stringify(url.pathname.endsWith('details') ? { place: PLACE } : { places: [PLACE] }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('places calls', () => {
  it('autocomplete sends q and answers the places', async () => {
    expect(await placeSuggestions('Oaxaca')).toEqual([PLACE]);
    const url = fetchMock.mock.calls[0][0] as URL;
    expect(url.pathname).toBe('/api/google-maps/places/autocomplete');
    expect(url.searchParams.get('q')).toBe('Oaxaca');
  });

  it('details with the tracking context: sent with productPage and section', async () => {
    expect(await placeDetails('R1', { productPage: 'checkout', section: 'shipping' })).toEqual(PLACE);
    const url = fetchMock.mock.calls[0][0] as URL;
    expect(url.pathname).toBe('/api/google-maps/places/details');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ placeId: 'R1', productPage: 'checkout', section: 'shipping' });
  });

  it('details without it (or half of it): a console error, no call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await placeDetails('R1', undefined)).toBeUndefined();
    expect(await placeDetails('R1', { productPage: 'checkout' })).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0][0])).toContain('tracking context');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
