import { describe, expect, it } from 'vitest';
import { decorateRichText } from './rich-text.ts';
import { fitFontSize, SCALED_TEXT_DEBOUNCE_MS, SCALED_TEXT_MIN_PX, scaledTextFallback } from './scaled-text.ts';
import { MASK_HEIGHTS, maskViewBox, parseViewBox, SHAPE_NAMES, SHAPE_PATHS } from './shapes.ts';
import { cleanTextEffectAttributes, drawStartOffset, readTextEffect, TEXT_EFFECT_DEFAULTS, TEXT_EFFECT_KINDS, TEXT_EFFECT_START_DELAY_MS, textEffectDelay } from './text-effect.ts';

describe('shapes (§3, §9)', () => {
  it('has the twelve §3 names, each with a path', () => {
    expect(SHAPE_NAMES).toEqual(['circle', 'cross', 'enclose', 'jagged', 'marker', 'scribble', 'strike', 'strikeDiagonal', 'underline', 'underlineCurve', 'underlineDouble', 'wave']);
    for (const name of SHAPE_NAMES) expect(SHAPE_PATHS[name]).toMatch(/^M/);
  });
  it('mask default heights are 100 compact, 150 tall, 67 wide for a width of 100', () => {
    expect(MASK_HEIGHTS).toEqual({ compact: 100, tall: 150, wide: 67 });
    expect(maskViewBox('tall')).toBe('0 0 100 150');
  });
  it('reads a view box of four numbers with positive width and height', () => {
    expect(parseViewBox('0 0 100 60')).toEqual([0, 0, 100, 60]);
    expect(parseViewBox('-10,5 20.5 8')).toEqual([-10, 5, 20.5, 8]);
    for (const bad of ['0 0 100', '0 0 0 10', '0 0 10 -1', 'a b c d', '0 0 10 10 10']) expect(parseViewBox(bad)).toBeUndefined();
  });
});

describe('text-decoration effect (§4, §9)', () => {
  it('has the §4 kinds and the §9 defaults: wave, 0.06em, square caps, 0.75 s', () => {
    expect(TEXT_EFFECT_KINDS).toEqual(['draw', 'fade', 'fadeScale']);
    expect(readTextEffect({ 'data-text-effect': 'draw' })).toEqual({ kind: 'draw', shape: 'wave', direction: 'right', thickness: '0.06em', caps: 'square', durationSeconds: 0.75 });
    expect(TEXT_EFFECT_DEFAULTS.durationSeconds).toBe(0.75);
  });
  it('reads the owner attributes and falls back to the defaults on bad values', () => {
    expect(readTextEffect({ 'data-text-effect': 'fade', 'data-shape': 'circle', 'data-direction': 'left', 'data-thickness': '3px', 'data-caps': 'round', 'data-duration': '1.5' }))
      .toEqual({ kind: 'fade', shape: 'circle', direction: 'left', thickness: '3px', caps: 'round', durationSeconds: 1.5 });
    expect(readTextEffect({ 'data-text-effect': 'fadeScale', 'data-shape': 'blob', 'data-thickness': '1;x', 'data-duration': '99' }))
      .toMatchObject({ shape: 'wave', thickness: '0.06em', durationSeconds: 0.75 });
    expect(readTextEffect({ 'data-text-effect': 'spin' })).toBeUndefined();
    expect(readTextEffect({})).toBeUndefined();
  });
  it('draw starts hidden at offset -1 going right, 1 otherwise; delay 250 ms, 0 when visibility triggers it', () => {
    expect(drawStartOffset('right')).toBe(-1);
    expect(drawStartOffset('left')).toBe(1);
    expect(TEXT_EFFECT_START_DELAY_MS).toBe(250);
    expect(textEffectDelay('start')).toBe(250);
    expect(textEffectDelay('visibility')).toBe(0);
  });
  it('keeps only well-formed effect attributes, and none without a kind', () => {
    expect(cleanTextEffectAttributes({ 'data-text-effect': 'draw', 'data-shape': 'x', style: 'color:red', 'data-thickness': '0.1em', onclick: 'a()' }))
      .toEqual({ 'data-text-effect': 'draw', 'data-thickness': '0.1em' });
    expect(cleanTextEffectAttributes({ 'data-shape': 'circle' })).toEqual({});
  });
});

describe('scaled text (§9)', () => {
  it('fits the line to the container, never below 11 px, and debounces resizes by 100 ms', () => {
    expect(fitFontSize(40, 800, 400)).toBe(20);
    expect(fitFontSize(40, 400, 800)).toBe(80);
    expect(fitFontSize(20, 2000, 100)).toBe(SCALED_TEXT_MIN_PX);
    expect(fitFontSize(20, 10, 100_000)).toBe(200);
    expect(fitFontSize(20, 0, 100)).toBe(20);
    expect(SCALED_TEXT_MIN_PX).toBe(11);
    expect(SCALED_TEXT_DEBOUNCE_MS).toBe(100);
  });
  it('renders a clamp() estimate from the length of the text', () => {
    expect(scaledTextFallback(10)).toBe('clamp(11px, min(calc((100vw - 2 * var(--gutter)) / 5.5), calc(var(--content-max) / 5.5)), 200px)');
  });
});

describe('rich text with effects (server)', () => {
  it('gives a text-effect span its class, variables and the shape as an aria-hidden SVG', () => {
    const { html, moving } = decorateRichText('<p>Un <span data-text-effect="draw" data-shape="underline" data-direction="left">café</span></p>');
    expect(moving).toBe(true);
    expect(html).toContain('<span class="text-effect text-effect--draw text-effect--underline" data-text-effect="draw" data-shape="underline" data-direction="left" style="--te-thickness:0.06em;--te-duration:0.75s;--te-start:1">');
    expect(html).toContain(`<svg class="text-effect__shape" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="${SHAPE_PATHS.underline}" vector-effect="non-scaling-stroke" stroke-linecap="square"/></svg>café</span>`);
  });
  it('gives scaled text its estimate and a line to measure', () => {
    const { html, moving } = decorateRichText('<h2 data-scaled-text>Café &amp; pan</h2><p>otro</p>');
    expect(moving).toBe(true);
    expect(html).toBe(`<h2 class="scaled-text" data-scaled-text style="font-size:${scaledTextFallback(10)}"><span class="scaled-text__line">Café &amp; pan</span></h2><p>otro</p>`);
  });
  it('leaves plain rich text alone: no script for it', () => {
    const plain = '<p>Hola <span>mundo</span> <span data-text-effect="spin">x</span></p>';
    expect(decorateRichText(plain)).toEqual({ html: plain, moving: false });
  });
});
