import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { t } from '../../shared/messages/index.ts';
import { MarqueeBlock } from './Marquee.tsx';
import { advance, copiesNeeded, easeToward, MARQUEE_DEFAULTS, MARQUEE_MIN_REGION_WIDTH, MARQUEE_RERENDER_DEBOUNCE_MS, trackX, waveOffset } from './marquee-motion.ts';
import { MarqueeData } from './marquee.schema.ts';

const items = ['Tueste de la semana', 'Chiapas Finca La Esperanza'];
const render = (data: unknown) => renderStaticMarkup(<MarqueeBlock id="m" data={v.parse(MarqueeData, data)} />);

describe('marquee data (§3)', () => {
  it('fills the §3 defaults: waveFrequency 1, waveIntensity 0, left, speed 1, not paused on hover', () => {
    expect(MARQUEE_DEFAULTS).toEqual({ waveFrequency: 1, waveIntensity: 0, animationDirection: 'left', animationSpeed: 1, pausedOnHover: false });
    expect(v.parse(MarqueeData, { items })).toEqual({ items, separator: '·', ...MARQUEE_DEFAULTS, size: 'large' });
  });
  it('refuses no items, empty items, unknown directions and out-of-range numbers', () => {
    for (const bad of [{}, { items: [] }, { items: [' '] }, { items, animationDirection: 'up' }, { items, animationSpeed: 0 }, { items, waveIntensity: 2 }, { items, pausedOnHover: 'sí' }])
      expect(v.safeParse(MarqueeData, bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('marquee constants and motion (§9)', () => {
  it('re-renders debounced 1000 ms; a region under 50 px does not move', () => {
    expect(MARQUEE_RERENDER_DEBOUNCE_MS).toBe(1000);
    expect(MARQUEE_MIN_REGION_WIDTH).toBe(50);
  });
  it('repeats the text to fill the region plus one copy', () => {
    expect(copiesNeeded(1280, 500)).toBe(4);
    expect(copiesNeeded(300, 500)).toBe(2);
    expect(copiesNeeded(300, 0)).toBe(1);
  });
  it('advances 60 px/s × speed, wrapping within one copy, either way', () => {
    expect(advance(0, 1000, 1, 500)).toBe(60);
    expect(advance(480, 1000, 1, 500)).toBe(40);
    expect(advance(0, 500, 2, 500)).toBe(60);
    expect(trackX(40, 500, 'left')).toBe(-40);
    expect(trackX(40, 500, 'right')).toBe(-460);
  });
  it('slows to a stop and speeds up again smoothly', () => {
    let f = 1;
    const seen: number[] = [];
    for (let i = 0; i < 200 && f > 0; i++) seen.push((f = easeToward(f, 0, 16)));
    expect(f).toBe(0);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((x, i) => i === 0 || x < seen[i - 1]!)).toBe(true);
    expect(easeToward(0, 1, 16)).toBeGreaterThan(0);
  });
  it('waves: none at intensity 0; a sine with whole waves per copy', () => {
    expect(waveOffset(3, 40, 1, 0)).toBe(0);
    expect(waveOffset(10, 40, 1, 1)).toBe(0.5);
    expect(waveOffset(30, 40, 1, 0.5)).toBe(-0.25);
    expect(waveOffset(5, 40, 2, 1)).toBe(0.5);
  });
});

describe('marquee markup', () => {
  it('says the text once to screen readers; the moving copies are hidden; the pause button waits for the script', () => {
    const html = render({ items });
    expect(html).toContain('<p class="visually-hidden">Tueste de la semana · Chiapas Finca La Esperanza</p>');
    expect(html).toContain('class="marquee__viewport" aria-hidden="true"');
    expect(html.match(/class="marquee__copy"/g)).toHaveLength(3);
    expect(html).toContain('data-block-script="marquee"');
    expect(html).toContain(`aria-pressed="false" aria-label="${t('effects.marqueePause')}" hidden=""`);
    expect(html).toContain('data-direction="left" data-speed="1" data-paused-on-hover="false"');
  });
  it('with a wave, each letter is lifted', () => {
    const html = render({ items: ['ab'], separator: '', waveIntensity: 1, waveFrequency: 1 });
    expect(html.match(/class="marquee__letter"/g)!.length).toBe(3 * 3);
    expect(html).toContain('--wave:0.433em');
  });
});
