import { describe, expect, it } from 'vitest';
import { contrast, themeVars } from './theme-vars.ts';

describe('themeVars', () => {
  it('keeps the default theme as chosen', () => {
    expect(themeVars({ accent: '#b4532a', ink: '#1f1a17', paper: '#fbf7f2' })).toMatchObject({
      '--accent': '#b4532a', '--ink': '#1f1a17', '--paper': '#fbf7f2', '--on-accent': '#ffffff', '--accent-ink': '#b4532a',
    });
  });

  it.each([
    { accent: '#ffe14d', ink: '#222222', paper: '#ffffff' },
    { accent: '#7fd1ff', ink: '#999999', paper: '#fafafa' },
    { accent: '#101010', ink: '#eeeeee', paper: '#121212' },
  ])('keeps AA contrast whatever the owner picked: %o', (theme) => {
    const v = themeVars(theme);
    expect(contrast(v['--ink'], v['--paper'])).toBeGreaterThanOrEqual(7);
    expect(contrast(v['--accent-ink'], v['--paper'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--accent-on-ink'], v['--ink'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--on-accent'], v['--accent'])).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the defaults', () => {
    expect(themeVars(undefined)['--accent']).toBe('#b4532a');
  });
});
