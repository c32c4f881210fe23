import type { Strategy } from './strategy.ts';

/**
 * `media`: hydrate an island once its media query (`data-hydrate-media`, HYDRATE_MEDIA_ATTRIBUTE of src/shared/islands.ts) matches, e.g. only on
 * desktop. Waking is idempotent (the loader marks the island), so a later match is a no-op.
 */
export const media: Strategy = (elements, wake) => {
  const done = new AbortController();
  for (const el of elements) {
    const list = matchMedia(el.dataset.hydrateMedia!);
    const check = () => list.matches && wake(el);
    list.addEventListener('change', check, { signal: done.signal });
    check();
  }
  return () => done.abort();
};
