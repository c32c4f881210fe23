import type { Strategy } from './strategy.ts';

/** The first of these inside an island wakes it: a pointer over it, focus, or a key. */
const EVENTS = ['pointerover', 'focusin', 'keydown'];

/**
 * `interaction`: hydrate an island at the first pointer, focus or key inside it (e.g. reservation
 * widgets). Waking is idempotent (the loader marks the island), so a later event is a no-op.
 */
export const interaction: Strategy = (elements, wake) => {
  const done = new AbortController();
  for (const el of elements) {
    for (const type of EVENTS) el.addEventListener(type, () => wake(el), { once: true, signal: done.signal });
  }
  return () => done.abort();
};
