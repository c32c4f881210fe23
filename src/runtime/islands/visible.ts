import type { Strategy } from './strategy.ts';

/** §9: lazy work starts within 200 px of the viewport. */
export const VISIBLE_MARGIN = '200px 0px';

/** `visible`: hydrate each island when it comes within 200 px of the viewport (§9), then stop watching it. */
export const visible: Strategy = (elements, wake, options) => {
  if (typeof IntersectionObserver !== 'function') {
    elements.forEach((el) => wake(el));
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: options.rootMargin ?? VISIBLE_MARGIN },
  );
  elements.forEach((el) => observer.observe(el));
  return () => observer.disconnect();
};
