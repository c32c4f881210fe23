// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS, beacon, clip, fire, formBody, onPageHidden } from './send.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('how analytics calls leave', () => {
  it('fire: a keepalive POST with a 2500 ms timeout signal; init overrides', () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fire('/api/census/RecordHit', { body: 'a=1' });
    expect(timeout).toHaveBeenCalledWith(SEND_TIMEOUT_MS);
    expect(SEND_TIMEOUT_MS).toBe(2500);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/census/RecordHit');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: 'a=1' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    fire('/api/track/Track?x=1', { method: 'GET' });
    expect(fetchMock.mock.calls[1][1].method).toBe('GET');
  });

  it('fire: a failure or an error answer is ignored (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    fire('/a');
    fire('/b');
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('beacon: navigator.sendBeacon when it accepts; a keepalive fetch when it refuses or is missing', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    beacon('/api/events/Trace', 'data=1');
    expect(sendBeacon).toHaveBeenCalledWith('/api/events/Trace', 'data=1');
    expect(fetchMock).not.toHaveBeenCalled();
    sendBeacon.mockReturnValueOnce(false);
    beacon('/api/events/Trace', 'data=2');
    expect(fetchMock).toHaveBeenCalledWith('/api/events/Trace', expect.objectContaining({ body: 'data=2', keepalive: true }));
    vi.stubGlobal('navigator', {});
    beacon('/x', 'y');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('formBody: absent values left out, objects as JSON text, the rest as text', () => {
    expect(formBody({ a: 'x y', b: 1, c: false, d: null, e: undefined, f: { g: [1] } }).toString()).toBe('a=x+y&b=1&c=false&f=%7B%22g%22%3A%5B1%5D%7D');
  });

  it('onPageHidden: calls back when the page turns hidden or is left, not when it turns visible', () => {
    const flush = vi.fn();
    onPageHidden(flush);
    const turn = (state: string) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    turn('visible');
    expect(flush).not.toHaveBeenCalled();
    turn('hidden');
    expect(flush).toHaveBeenCalledTimes(1);
    turn('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('clip cuts to the server caps', () => {
    expect(clip('x'.repeat(2500))).toHaveLength(2000);
    expect(clip('abc', 2)).toBe('ab');
  });
});
