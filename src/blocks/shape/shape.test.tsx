import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHAPE_PATHS } from '../../shared/effects/shapes.ts';
import { t } from '../../shared/messages/index.ts';
import { DROP_SHADOW_PARSE_ERROR, dropShadowFilter, parseDropShadow } from './drop-shadow.ts';
import meta from './meta.ts';
import { ShapeBlock } from './Shape.tsx';
import { ShapeData } from './shape.schema.ts';

const parse = (data: unknown) => v.safeParse(ShapeData, data);
const render = (data: unknown) => renderStaticMarkup(<ShapeBlock data={v.parse(ShapeData, data)} />);
const shadow = { angle: 90, distance: { value: 6, unit: 'px' }, blur: { value: 0.5, unit: 'em' } };

afterEach(() => vi.restoreAllMocks());

describe('shape block data (§3)', () => {
  it('accepts a §3 name with defaults: compact mask, accent colour, 4 px, square caps', () => {
    const r = parse({ shape: 'circle' });
    expect(r.success).toBe(true);
    expect(r.output).toEqual({ shape: 'circle', mask: 'compact', color: 'accent', strokeWidth: 4, caps: 'square', label: '' });
  });
  it('refuses unknown shapes, masks, colours and view boxes', () => {
    for (const bad of [{}, { shape: 'heart' }, { shape: 'wave', mask: 'square' }, { shape: 'wave', color: 'red' }, { shape: 'wave', viewBox: '0 0 0 10' }, { shape: 'wave', strokeWidth: 0 }])
      expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(parse({ shape: 'wave', color: '#1a2b3c', viewBox: '0 0 200 50' }).success).toBe(true);
  });
});

describe('drop shadow (§3, §8)', () => {
  it('parses angle, distance and blur with units', () => {
    expect(parseDropShadow(shadow)).toEqual(shadow);
    expect(dropShadowFilter(parseDropShadow(shadow)!)).toBe('drop-shadow(0px 6px 0.5em color-mix(in srgb, var(--fg) 35%, transparent))');
    expect(dropShadowFilter({ angle: 0, distance: { value: 2, unit: 'rem' }, blur: { value: 3, unit: 'px' }, color: '#000' })).toBe('drop-shadow(2rem 0rem 3px #000)');
  });
  it('refuses what does not parse', () => {
    for (const bad of [null, 'x', { ...shadow, angle: 'south' }, { ...shadow, distance: { value: 6, unit: 'mi' } }, { ...shadow, blur: { value: -1, unit: 'px' } }, { ...shadow, blur: 4 }, { ...shadow, color: 'red' }])
      expect(parseDropShadow(bad), JSON.stringify(bad)).toBeUndefined();
  });
  it('bad shadow data: a publish warning, the console line, and the shape without shadow', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = v.parse(ShapeData, { shape: 'circle', dropShadow: { angle: 45, distance: '6' } });
    expect(meta.warnings!(data)).toEqual([t('effects.shadowInvalid')]);
    const html = render(data);
    expect(html).not.toContain('filter');
    expect(warn).toHaveBeenCalledWith(DROP_SHADOW_PARSE_ERROR, expect.any(String));
    expect(meta.warnings!(v.parse(ShapeData, { shape: 'circle', dropShadow: shadow }))).toEqual([]);
  });
});

describe('shape block markup', () => {
  it('draws the path scaled into the mask view box, decorative by default', () => {
    const html = render({ shape: 'wave', mask: 'wide', dropShadow: shadow });
    expect(html).toContain('viewBox="0 0 100 67"');
    expect(html).toContain('aspect-ratio:100 / 67');
    expect(html).toContain('transform="translate(0 0) scale(1 0.67) translate(0 -35)"');
    expect(html).toContain(`d="${SHAPE_PATHS.wave}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('filter:drop-shadow(0px 6px 0.5em');
    expect(html).toContain('--shape-color:var(--accent)');
  });
  it('a tall mask is 150 high; a view box given wins; a label makes it an image', () => {
    expect(render({ shape: 'cross', mask: 'tall' })).toContain('viewBox="0 0 100 150"');
    const html = render({ shape: 'enclose', viewBox: '0 0 200 50', label: 'Marco', color: '#123456' });
    expect(html).toContain('viewBox="0 0 200 50"');
    expect(html).toContain('role="img" aria-label="Marco"');
    expect(html).toContain('--shape-color:#123456');
  });
});
