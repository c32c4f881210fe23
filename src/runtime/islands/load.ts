import type { Strategy } from './strategy.ts';

/** `load`: hydrate at once, as the page starts (e.g. the cookie banner). */
export const load: Strategy = (elements, wake) => {
  elements.forEach((el) => wake(el));
  return () => {};
};
