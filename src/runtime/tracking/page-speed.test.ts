// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakePerformance } from './fake-performance.ts';
import { FLUSH_AFTER_LOAD_MS, MAX_WAIT_MS, SETTINGS_TIMEOUT_MS, startPageSpeed } from './page-speed.ts';

let sendBeacon: ReturnType<typeof vi.fn>;
let settings: (url: string, init: RequestInit) => Promise<Response>;
const PAGE_LOAD_ID = 'abcdef0123456789abcdef01';
const beacons = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);
const names = (i: number) => beacons()[i][1].map((r: { data: { name: string } }) => r.data.name).sort();
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

beforeEach(() => {
  vi.useFakeTimers();
  settings = async () => Response.json({ pageLoadId: PAGE_LOAD_ID });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => settings(url, init)));
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  history.replaceState(null, '', '/tienda');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the page-speed collector (§7, §9)', () => {
  it('sends each metric once, by beacon, 30 s after load: {app, data: {name, value, path}, event, pageLoadId, ts}', async () => {
    const perf = installFakePerformance({ responseStart: 80 });
    startPageSpeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith('/api/1/performance/settings', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    perf.emit('paint', [{ name: 'first-contentful-paint', startTime: 210 }]);
    perf.emit('largest-contentful-paint', [{ startTime: 640 }]);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_LOAD_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(beacons()[0][0]).toBe('/api/1/performance/records');
    expect(beacons()[0][1]).toContainEqual({ app: 'runtime', event: 'metric', pageLoadId: PAGE_LOAD_ID, ts: Date.now(), data: { name: 'LCP', value: 640, path: '/tienda' } });
    expect(names(0)).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);

    // A metric that arrives later leaves at the next hide; those sent are not sent again.
    perf.emit('event', [{ interactionId: 3, duration: 88 }]);
    perf.emit('largest-contentful-paint', [{ startTime: 700 }]);
    hide();
    expect(names(1)).toEqual(['INP']);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('a hide before the pageLoadId arrives sends as soon as it does', async () => {
    const perf = installFakePerformance();
    let answer!: (r: Response) => void;
    settings = () => new Promise((r) => (answer = r));
    startPageSpeed();
    perf.emit('paint', [{ name: 'first-contentful-paint', startTime: 100 }]);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    answer(Response.json({ pageLoadId: PAGE_LOAD_ID }));
    await vi.advanceTimersByTimeAsync(0);
    expect(names(0)).toEqual(['CLS', 'FCP']);
  });

  it('stops waiting for metrics 60 s after load', async () => {
    const perf = installFakePerformance();
    startPageSpeed();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    expect(names(0)).toEqual(['CLS']);
    perf.emit('event', [{ interactionId: 1, duration: 300 }]);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("'Metric settings request timeout' after 30 s, then 'Unable to resolve pageLoadId'; nothing is sent without an id", async () => {
    installFakePerformance({ responseStart: 50 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settings = (_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    startPageSpeed();
    await vi.advanceTimersByTimeAsync(SETTINGS_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['Metric settings request timeout', 'Unable to resolve pageLoadId']);
    hide();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("an answer without a pageLoadId, or no answer: 'Unable to resolve pageLoadId'", async () => {
    installFakePerformance();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settings = async () => Response.json({ error: 'No encontrado.', code: 'notFound' }, { status: 404 });
    startPageSpeed();
    await vi.advanceTimersByTimeAsync(0);
    settings = async () => {
      throw new TypeError('Failed to fetch');
    };
    startPageSpeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['Unable to resolve pageLoadId', 'Unable to resolve pageLoadId']);
  });
});
