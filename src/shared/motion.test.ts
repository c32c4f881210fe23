// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionAllowed, NOMOTION_CLASS, REDUCED_MOTION_QUERY } from './motion.ts';

afterEach(() => {
  document.documentElement.classList.remove(NOMOTION_CLASS);
  vi.restoreAllMocks();
});

describe('motionAllowed (§2 nomotion=true, prefers-reduced-motion)', () => {
  it('is true by default', () => {
    expect(motionAllowed(document)).toBe(true);
  });

  it('is false when <html> has the nomotion class', () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    expect(motionAllowed(document)).toBe(false);
  });

  it('is false when the visitor prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === REDUCED_MOTION_QUERY }) as MediaQueryList);
    expect(motionAllowed(document)).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
