import { describe, expect, it } from 'vitest';
import {
  GalleryDesignNotFoundError, columnWidth, galleryDesign, imageAspectRatio, snapPoints, stripAlignment,
  swipeBoundaries, videoMode,
} from './gallery-options.ts';
import { expectLinear } from './testkit.ts';

describe('gallery design names (§3)', () => {
  it.each([
    ['stacked', 'stacked'], ['strip', 'strip'], ['grid', 'grid'], ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'], ['carousel', 'carousel'], ['list', 'list'], ['base', 'base'],
    ['slideshow', 'stacked'], ['slider', 'strip'], [' Grid ', 'grid'], ['SLIDESHOW', 'stacked'],
  ])('%j → %s', (name, design) => expect(galleryDesign(name)).toBe(design));

  it.each([['masonry'], [''], ['constructor'], ['__proto__'], [null], [42]])(
    'an unknown design (%j) gives a design-not-found error',
    (name) => {
      expect(() => galleryDesign(name)).toThrow(GalleryDesignNotFoundError);
      expect(() => galleryDesign(name)).toThrow(/^Gallery design named ".*" not found$/);
    },
  );

  it('the error carries the design name', () => {
    const error = (() => { try { galleryDesign('masonry'); } catch (e) { return e; } })();
    expect(error).toMatchObject({ name: 'GalleryDesignNotFoundError', code: 'GALLERY_DESIGN_NOT_FOUND', design: 'masonry' });
  });
});

describe('columnWidth (§5): a positive number, numeric string accepted', () => {
  it.each([
    [300, 300], ['300', 300], [' 180.5 ', 180.5], [1, 1],
    [0, 250], [-10, 250], ['0', 250], ['abc', 250], ['300px', 250], ['', 250], [null, 250], [undefined, 250],
    [NaN, 250], [Infinity, 250],
  ])('%j → %j', (value, width) => expect(columnWidth(value)).toBe(width));

  it('takes another fallback', () => expect(columnWidth('x', 320)).toBe(320));
});

describe('strip alignment (§5): left → start, center → middle, right → end, unknown → middle', () => {
  it.each([
    ['left', 'start'], ['center', 'middle'], ['right', 'end'],
    ['start', 'start'], ['middle', 'middle'], ['end', 'end'], ['LEFT', 'start'], [' right ', 'end'],
    ['top', 'middle'], ['', 'middle'], [null, 'middle'], [undefined, 'middle'], [1, 'middle'],
  ])('%j → %s', (value, alignment) => expect(stripAlignment(value)).toBe(alignment));
});

describe('swipe boundaries (§5): none, hard or inertial', () => {
  it.each([
    ['none', 'none'], ['hard', 'hard'], ['inertial', 'inertial'], ['Inertial', 'inertial'],
    ['soft', undefined], ['', undefined], [null, undefined], [true, undefined],
  ])('%j → %j', (value, boundary) => expect(swipeBoundaries(value)).toBe(boundary));
});

describe('snap points (§5): a percentage or none', () => {
  it.each([
    ['none', 'none'], ['NONE', 'none'], ['50%', 50], ['0%', 0], ['100%', 100], ['33.3%', 33.3], ['25', 25], [75, 75],
    ['101%', undefined], ['-1%', undefined], ['%', undefined], ['50%%', undefined], ['half', undefined], ['', undefined],
    [null, undefined], [NaN, undefined],
  ])('%j → %j', (value, snap) => expect(snapPoints(value)).toBe(snap));
});

describe('image aspect ratio (§3): Auto means none', () => {
  it.each([
    ['Auto', null], ['auto', null], ['16:9', 16 / 9], ['4/3', 4 / 3], ['1x1', 1], ['1.5', 1.5], [2, 2],
    ['0:1', null], ['1:0', null], ['', null], ['a:b', null], [null, null], [-1, null],
  ])('%j → %j', (value, ratio) => expect(imageAspectRatio(value)).toBe(ratio));
});

describe('video mode (§5): none, fit, fill or null', () => {
  it.each([['none', 'none'], ['fit', 'fit'], ['fill', 'fill'], ['FIT', null], ['cover', null], [null, null], [undefined, null]])(
    '%j → %j',
    (value, mode) => expect(videoMode(value)).toBe(mode),
  );
});

describe('gallery options in linear time', () => {
  it.each([
    ['aspect ratio with leading spaces', imageAspectRatio, (n: number) => `${' '.repeat(n)}1:`],
    ['snap point', snapPoints, (n: number) => `${'5'.repeat(n)}%`],
    ['strip alignment', stripAlignment, (n: number) => ' '.repeat(n)],
  ] as const)('%s', (_, parse, make) => expectLinear(parse, make));
});
