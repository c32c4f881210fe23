import type { Strategy } from './strategy.ts';

/** `idle`: hydrate when the browser has nothing more urgent to do (at most 2 s later). */
export const idle: Strategy = (elements, wake) => {
  const run = () => elements.forEach((el) => wake(el));
  // Safari has no requestIdleCallback: just after the current work is a fair stand-in.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
};
