/**
 * Test helper: a PerformanceObserver that tests feed by hand, and a navigation entry, for the
 * page-speed collector under happy-dom (which has neither). Not part of the runtime.
 */
import { vi } from 'vitest';

type Entry = Partial<PerformanceEntry> & Record<string, unknown>;

/** Installs the fakes; `emit(type, entries)` delivers entries to the observers of `type`. */
export function installFakePerformance(options: { types?: string[]; responseStart?: number } = {}) {
  const observers: { type: string; read: (list: { getEntries(): Entry[] }) => void }[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.types ?? ['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input'];
    constructor(private read: (list: { getEntries(): Entry[] }) => void) {}
    observe(o: { type: string }) {
      observers.push({ type: o.type, read: this.read });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) =>
    type === 'navigation' && options.responseStart !== undefined ? [{ responseStart: options.responseStart }] : []) as never);
  return {
    emit(type: string, entries: Entry[]) {
      for (const o of observers) if (o.type === type) o.read({ getEntries: () => entries });
    },
    observed: () => observers.map((o) => o.type),
  };
}
