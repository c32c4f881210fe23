import { describe, expect, it } from 'vitest';
import { initialOpen, toggleOpen } from './accordion-state.ts';

describe('accordion state (§4)', () => {
  it('starts closed, or with the first item open', () => {
    expect(initialOpen(3, false)).toEqual([false, false, false]);
    expect(initialOpen(3, true)).toEqual([true, false, false]);
    expect(initialOpen(0, true)).toEqual([]);
  });

  it('opening closes the others unless several may be open', () => {
    expect(toggleOpen([true, false, false], 2, false)).toEqual([false, false, true]);
    expect(toggleOpen([true, false, false], 2, true)).toEqual([true, false, true]);
  });

  it('closing touches only that item', () => {
    expect(toggleOpen([true, false, true], 0, true)).toEqual([false, false, true]);
    expect(toggleOpen([true, false, false], 0, false)).toEqual([false, false, false]);
  });
});
