/** The page-speed metrics collected (web-vitals names, §7). */
export type MetricName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

type Entry = PerformanceEntry & { value: number; hadRecentInput?: boolean; interactionId?: number };

/** Observes `type` (buffered: entries from before the call too) when the browser has it; false otherwise. */
function observe(type: string, read: (entries: Entry[]) => void, options?: object): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => read(list.getEntries() as Entry[])).observe({ type, buffered: true, ...options });
  return true;
}

/**
 * A compact web-vitals collector on PerformanceObserver (no dependency: it loads on every page).
 * `set` receives each metric's value as it changes: TTFB (navigation responseStart), FCP, LCP
 * (the latest candidate), CLS (the largest session window: shifts under 1 s apart, at most 5 s
 * long, none right after input) and INP (the longest interaction, the 98th percentile past 50).
 */
export function observeVitals(set: (name: MetricName, value: number) => void): void {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) set('TTFB', nav.responseStart);

  observe('paint', (entries) => entries.forEach((e) => e.name === 'first-contentful-paint' && set('FCP', e.startTime)));
  observe('largest-contentful-paint', (entries) => set('LCP', entries[entries.length - 1].startTime));

  let cls = 0, current = 0, first = 0, last = 0;
  const shifts = (entries: Entry[]) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      if (current && e.startTime - last < 1000 && e.startTime - first < 5000) current += e.value;
      else [current, first] = [e.value, e.startTime];
      last = e.startTime;
      cls = Math.max(cls, current);
    }
    set('CLS', cls);
  };
  if (observe('layout-shift', shifts)) shifts([]);

  const longest: Record<number, number> = {};
  const interactions = (entries: Entry[]) => {
    for (const e of entries) if (e.interactionId) longest[e.interactionId] = Math.max(longest[e.interactionId] ?? 0, e.duration);
    const durations = Object.values(longest).sort((a, b) => b - a);
    if (durations.length) set('INP', durations[Math.min(durations.length - 1, Math.floor(durations.length / 50))]);
  };
  observe('event', interactions, { durationThreshold: 40 });
  observe('first-input', interactions);
}
