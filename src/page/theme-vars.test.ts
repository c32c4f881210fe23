import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrast, styleVars, themeVars } from './theme-vars.ts';

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

describe('site styles as custom properties (styleVars)', () => {
  const theme = { accent: '#a4462a', ink: '#2b1d16', paper: '#fbf6ee' };

  it('nothing set, or today\'s values, changes nothing: the page looks as it always did', () => {
    expect(themeVars(theme, {})).toEqual(themeVars(theme));
    expect(styleVars({ baseFontSize: 18, headingScale: 'balanced', sectionSpacing: 'normal', buttonShape: 'pill', buttonStyle: 'solid' })).toEqual({});
  });

  it('fonts of the set become --font-heading and --font-body, with their fallback face and kind stack', () => {
    expect(styleVars({ headingFont: 'Fraunces:600', bodyFont: 'DM Sans:400' })).toEqual({
      '--font-heading': "'Fraunces', 'Fraunces fallback', var(--font-serif)",
      '--font-body': "'DM Sans', 'DM Sans fallback', var(--font-sans)",
    });
    expect(styleVars({ headingFont: 'Caveat:700' })['--font-heading']).toContain('var(--font-sans)');
  });

  it('a font outside the set is ignored (the system fonts stay)', () => {
    expect(styleVars({ headingFont: 'Comic Neue:700', bodyFont: 'Papyrus' })).toEqual({});
  });

  it('base size scales every step; heading scale only the heading steps', () => {
    const bigger = styleVars({ baseFontSize: 20 });
    expect(Object.keys(bigger)).toEqual(['--step--1', '--step-0', '--step-1', '--step-2', '--step-3', '--step-4']);
    // 18 px today → 20 px: the text step ends at 1.25rem (20 px) on a desktop.
    expect(bigger['--step-0']).toMatch(/^clamp\(1\.1111rem, .+, 1\.25rem\)$/);
    const bold = styleVars({ headingScale: 'bold' });
    expect(bold['--step-0']).toMatch(/^clamp\(1rem, .+, 1\.125rem\)$/);
    expect(bold['--step-4']).toMatch(/, 4\.94rem\)$/);
    const subtle = styleVars({ headingScale: 'subtle' });
    expect(subtle['--step-4']).toMatch(/, 2\.736rem\)$/);
  });

  it('section spacing, button shape and button style', () => {
    expect(styleVars({ sectionSpacing: 'compact' })).toEqual({ '--section-space': 'clamp(2rem, 4.5vw, 3.5rem)' });
    expect(styleVars({ sectionSpacing: 'airy' })).toEqual({ '--section-space': 'clamp(3.5rem, 10vw, 8rem)' });
    expect(styleVars({ buttonShape: 'square' })).toEqual({ '--btn-radius': '0px' });
    expect(styleVars({ buttonShape: 'rounded' })).toEqual({ '--btn-radius': '0.5rem' });
    expect(styleVars({ buttonStyle: 'outline' })).toEqual({ '--btn-fill': '0%', '--btn-line': '100%', '--btn-text-fill': '0%' });
    expect(styleVars({ buttonStyle: 'soft' })).toEqual({ '--btn-fill': '16%', '--btn-text-fill': '0%' });
  });

  it('soft and outline buttons get an AA-safe ground on accent sections', () => {
    for (const accent of ['#a4462a', '#ffe14d', '#2255cc']) {
      const v = themeVars({ ...theme, accent }, { buttonStyle: 'soft' });
      expect(contrast(v['--btn-under-accent'], v['--on-accent'])).toBeGreaterThan(contrast(accent, v['--on-accent']));
    }
    expect(themeVars(theme, { buttonStyle: 'solid' })).not.toHaveProperty('--btn-under-accent');
  });

  it('never touches the system UI tokens (--ui-*), whatever is set', () => {
    const all = themeVars(theme, {
      headingFont: 'Lora', bodyFont: 'Inter', baseFontSize: 22, headingScale: 'bold', sectionSpacing: 'airy', buttonShape: 'square', buttonStyle: 'soft',
    });
    expect(Object.keys(all).filter((k) => k.startsWith('--ui-'))).toEqual([]);
    expect(Object.keys(all).length).toBeGreaterThan(12);
  });

  it('the theme CSS reads every property it sets', () => {
    const css = ['tokens.css', 'base.css', 'buttons.css', 'layout.css'].map((f) => readFileSync(join(import.meta.dirname, 'styles', f), 'utf8')).join('\n');
    const all = { ...styleVars({ headingFont: 'Lora', bodyFont: 'Inter', baseFontSize: 20, sectionSpacing: 'airy', buttonShape: 'square' }), ...styleVars({ buttonStyle: 'outline' }) };
    for (const name of Object.keys(all)) expect(css, name).toContain(`var(${name}`);
  });
});
