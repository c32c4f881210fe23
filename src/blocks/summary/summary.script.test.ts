// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayIn, summaryIsStale } from './summary-day.ts';
import start from './summary.script.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('summary days (the refresh decision)', () => {
  it('days are counted in the site’s time zone', () => {
    const at = Date.parse('2026-03-10T03:00:00Z');
    expect(dayIn(at, 'UTC')).toBe('2026-03-10');
    expect(dayIn(at, 'America/Mexico_City')).toBe('2026-03-09');
    expect(dayIn(at, 'Not/AZone')).toBe('2026-03-10');
  });

  it('an event summary is stale once today, there, is a later day than its render day', () => {
    const tz = 'America/Mexico_City';
    // 23:00 on the 9th in Mexico City: still the render day.
    expect(summaryIsStale('2026-03-09', tz, Date.parse('2026-03-10T05:00:00Z'))).toBe(false);
    // 00:30 on the 10th there.
    expect(summaryIsStale('2026-03-09', tz, Date.parse('2026-03-10T06:30:00Z'))).toBe(true);
    expect(summaryIsStale(undefined, tz, Date.now())).toBe(false);
    expect(summaryIsStale('ayer', tz, Date.now())).toBe(false);
  });
});

const eventSummary = (day: string) =>
  `<div class="block block--summary span-12"><div class="summary summary--grid summary--events" data-block-script="summary" data-render-day="${day}" data-time-zone="UTC" data-block-id="agenda" data-block-type="20" data-page-collection="65f1c0ffee0000000000c001"><ul class="summary__items"><li>Evento viejo</li></ul></div></div>`;

describe('summary script', () => {
  it('a summary rendered yesterday asks GetWidgetRendering (form-encoded, with the page’s collection) and takes its HTML', async () => {
    const calls: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), body: String(init.body) });
      return new Response(JSON.stringify({ data: { html: '<div class="summary"><ul><li>Evento nuevo</li></ul></div>' } }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    document.body.innerHTML = eventSummary(dayIn(Date.now() - 86_400_000, 'UTC'));
    start(document);
    await vi.waitFor(() => expect(document.body.textContent).toContain('Evento nuevo'));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/widget/GetWidgetRendering');
    const form = new URLSearchParams(calls[0]!.body);
    expect(JSON.parse(form.get('widgetJSON')!)).toEqual({ type: 20, id: 'agenda', value: {} });
    expect(form.get('collectionId')).toBe('65f1c0ffee0000000000c001');
  });

  it('an empty answer hides the block; a summary rendered today asks nothing', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { html: '' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = eventSummary(dayIn(Date.now(), 'UTC'));
    start(document);
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).not.toHaveBeenCalled();
    document.body.innerHTML = eventSummary('2020-01-01');
    start(document);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.block')!.hidden).toBe(true));
  });

  it('a failed refresh leaves the page as it was', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'No encontrado', code: 'notFound' }), { status: 404 }));
    document.body.innerHTML = eventSummary('2020-01-01');
    start(document);
    await new Promise((r) => setTimeout(r, 20));
    expect(document.body.textContent).toContain('Evento viejo');
    expect(document.querySelector('.system-error, [role="alertdialog"]')).toBeNull();
  });

  it('carousel: shows its buttons when the track overflows; they scroll it by a viewful and say when an end is reached', () => {
    document.body.innerHTML = `<div class="summary summary--carousel" data-block-script="summary"><div class="summary__bar"><div class="summary__controls" hidden><button data-summary-step="-1" aria-disabled="true"></button><button data-summary-step="1"></button></div></div><div class="summary__viewport"><ul class="summary__items"></ul></div></div>`;
    const viewport = document.querySelector<HTMLElement>('.summary__viewport')!;
    Object.defineProperty(viewport, 'clientWidth', { value: 500 });
    Object.defineProperty(viewport, 'scrollWidth', { value: 1200 });
    const scrolls: ScrollToOptions[] = [];
    viewport.scrollBy = ((o: ScrollToOptions) => {
      scrolls.push(o);
      viewport.scrollLeft = Math.min(700, viewport.scrollLeft + (o.left ?? 0));
      viewport.dispatchEvent(new Event('scroll'));
    }) as never;
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {} }));
    start(document);
    const [prev, next] = document.querySelectorAll<HTMLButtonElement>('button');
    expect(document.querySelector<HTMLElement>('.summary__controls')!.hidden).toBe(false);
    expect(prev!.getAttribute('aria-disabled')).toBe('true');
    prev!.click();
    expect(scrolls).toHaveLength(0);
    next!.click();
    // Reduced motion: no smooth scrolling.
    expect(scrolls[0]).toEqual({ left: 450, behavior: 'auto' });
    expect(prev!.getAttribute('aria-disabled')).toBe('false');
    next!.click();
    expect(next!.getAttribute('aria-disabled')).toBe('true');
  });
});
