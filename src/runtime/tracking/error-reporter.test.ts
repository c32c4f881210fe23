// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireCookie } from '../test-setup.ts';
import { DEBOUNCE_MS, MAX_QUEUED, MAX_SENDS, MAX_STACK, startErrorReporter } from './error-reporter.ts';

let fetchMock: ReturnType<typeof vi.fn>;
const page = { website: { id: 'w1' }, templateId: 't1' } as never;
const sends = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body) as { event: string; data: string; timestamp: number }[]);
const records = (i: number) => sends()[i].map((e) => JSON.parse(e.data));
/** Fires a window error event as the browser does for an uncaught error. */
const uncaught = (error: unknown, at: Partial<ErrorEventInit> = {}) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${String(error)}`, ...at }));
// The reporter listens for the page's whole life; each test removes the listeners it added.
let listeners: [string, EventListener][] = [];
const start = () => {
  const add = vi.spyOn(window, 'addEventListener');
  const report = startErrorReporter(page);
  listeners = add.mock.calls.map(([type, fn]) => [type, fn as EventListener]);
  add.mockRestore();
  return report;
};

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'crumb=c1; path=/';
});
afterEach(() => {
  for (const [type, fn] of listeners) window.removeEventListener(type, fn);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the error reporter (§3, §8, §9)', () => {
  it('sends 1 s after the last error (debounce), with X-CSRF-Token from the crumb cookie, the §3 record as JSON text', () => {
    start();
    const error = new Error('boom');
    uncaught(error, { filename: 'http://localhost:3000/assets/app.js', lineno: 10, colno: 5 });
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/events/RecordJavascriptErrors');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': 'c1' } });
    expect(sends()[0]).toEqual([{ event: 'error', data: expect.any(String), timestamp: expect.any(Number) }]);
    expect(records(0)[0]).toEqual({
      app: 'runtime', message: 'boom', stack: error.stack, file: 'http://localhost:3000/assets/app.js', line: 10, column: 5,
      websiteId: 'w1', templateId: 't1', url: location.href, userAgent: navigator.userAgent,
    });
  });

  it('each new error restarts the wait: errors 600 ms apart leave together', () => {
    start();
    uncaught(new Error('a'));
    vi.advanceTimersByTime(600);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('b') }));
    vi.advanceTimersByTime(900);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(records(0).map((r) => r.message)).toEqual(['a', 'b']);
  });

  it('keeps at most 10 waiting and sends at most 20 times per page', () => {
    start();
    for (let i = 0; i < 15; i++) uncaught(new Error(`e${i}`));
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(records(0)).toHaveLength(MAX_QUEUED);
    for (let i = 0; i < 30; i++) {
      uncaught(new Error(`later ${i}`));
      vi.advanceTimersByTime(DEBOUNCE_MS);
    }
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SENDS);
    expect([MAX_QUEUED, MAX_SENDS]).toEqual([10, 20]);
  });

  it('cuts stacks to 5000 characters; reports thrown non-errors and hand-reported ones with custom data', () => {
    const report = start();
    const long = Object.assign(new Error('long'), { stack: 's'.repeat(9000) });
    uncaught(long);
    uncaught('a thrown string');
    report(new Error('font kit gone'), { kit: 'abc' });
    report(undefined);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    const [first, second, third, fourth] = records(0);
    expect(first.stack).toHaveLength(MAX_STACK);
    expect(second).toMatchObject({ message: 'a thrown string', stack: '' });
    expect(third).toMatchObject({ message: 'font kit gone', custom: { kit: 'abc' } });
    expect(fourth.message).toBe('undefined');
  });

  it('its own failures are swallowed: a failing send, an unreadable error, no crumb', async () => {
    start();
    expireCookie('crumb');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const hostile = { get message(): string { throw new Error('no'); } };
    expect(() => uncaught(hostile)).not.toThrow();
    uncaught(new Error('ok'));
    vi.advanceTimersByTime(DEBOUNCE_MS);
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].headers['x-csrf-token']).toBe('');
    expect(records(0).map((r) => r.message)).toEqual(['ok']);
  });
});
