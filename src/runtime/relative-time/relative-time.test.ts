// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeText, startRelativeTime } from './relative-time.ts';

const T = Date.parse('2026-03-05T10:00:00Z');

afterEach(() => vi.useRealTimers());

describe('relative time (§4, §9)', () => {
  it("'justo ahora' under 1 s, seconds under 60 s, then the es-419 date", () => {
    const at = (ms: number) => relativeTimeText(new Date(T), T + ms);
    expect([at(-5000), at(0), at(999)]).toEqual(['justo ahora', 'justo ahora', 'justo ahora']);
    expect([at(1000), at(2500), at(59_999)]).toEqual(['hace 1 segundo', 'hace 2 segundos', 'hace 59 segundos']);
    expect(at(60_000)).toBe('5 de marzo de 2026');
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
  });

  it('refreshes every 5000 ms while a node is under a minute old, then stops; a node without a date is warned about and skipped', () => {
    vi.useFakeTimers();
    let now = T + 500;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<time datetime="2026-03-05T10:00:00Z" data-time-since>5 de marzo de 2026</time><time data-time-since>ayer</time><time datetime="nada" data-time-since>x</time>`;
    const [a, b, c] = document.querySelectorAll('time');
    startRelativeTime(document, () => now);
    expect(a.textContent).toBe('justo ahora');
    expect([b.textContent, c.textContent]).toEqual(['ayer', 'x']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toBe('Vitrina: a relative time node without a date is skipped');
    now = T + 5500;
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS);
    expect(a.textContent).toBe('hace 5 segundos');
    now = T + 61_000;
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS);
    expect(a.textContent).toBe('5 de marzo de 2026');
    expect(vi.getTimerCount()).toBe(0);
    warn.mockRestore();
  });

  it('an old date: written once, no timer', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<time datetime="2025-01-02T10:00:00Z" data-time-since>2 de enero de 2025</time>`;
    startRelativeTime(document, () => T);
    expect(document.querySelector('time')!.textContent).toBe('2 de enero de 2025');
    expect(vi.getTimerCount()).toBe(0);
  });
});
