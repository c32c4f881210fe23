import { describe, expect, it } from 'vitest';
import { focalPoint, imageDimensions, sizeAdjustment, toNumber, tweenDuration } from './numbers.ts';
import { expectLinear } from './testkit.ts';

describe('tween duration (§5, §9): a finite number, default 300 ms', () => {
  it.each([
    [500, 500], [0, 0], [12.5, 12.5],
    [undefined, 300], [null, 300], [NaN, 300], [Infinity, 300], [-Infinity, 300], [-1, 300], ['500', 300], [{}, 300],
  ])('%j → %j', (value, ms) => expect(tweenDuration(value)).toBe(ms));
});

describe('image sizeAdjustment (§5): at least 0, default 1', () => {
  it.each([
    [0, 0], [0.5, 0.5], [2, 2], ['1.5', 1.5], [' 3 ', 3],
    [-0.1, 1], ['-1', 1], [undefined, 1], [null, 1], ['', 1], ['abc', 1], [NaN, 1], [Infinity, 1], ['0x10', 1], [true, 1],
  ])('%j → %j', (value, adjustment) => expect(sizeAdjustment(value)).toBe(adjustment));
});

describe('focal point (§3): x and y default 0.5 each', () => {
  it.each([
    [{ x: 0.2, y: 0.8 }, { x: 0.2, y: 0.8 }],
    [{ x: 0, y: 1 }, { x: 0, y: 1 }],
    [{ x: '0.3', y: '0.4' }, { x: 0.3, y: 0.4 }],
    [{ x: 0.2 }, { x: 0.2, y: 0.5 }],
    [{ x: 1.2, y: -0.1 }, { x: 0.5, y: 0.5 }],
    [{}, { x: 0.5, y: 0.5 }],
    ['0.25,0.75', { x: 0.25, y: 0.75 }],
    [' 0.25 , 0.75 ', { x: 0.25, y: 0.75 }],
    ['0.25,abc', { x: 0.25, y: 0.5 }],
    ['0.25', { x: 0.5, y: 0.5 }],
    ['0.1,0.2,0.3', { x: 0.5, y: 0.5 }],
    ['', { x: 0.5, y: 0.5 }],
    [null, { x: 0.5, y: 0.5 }],
    [undefined, { x: 0.5, y: 0.5 }],
    [7, { x: 0.5, y: 0.5 }],
  ])('%j → %j', (value, point) => expect(focalPoint(value)).toEqual(point));
});

describe('image dimensions (§3): width x height', () => {
  it.each([
    ['1500x1000', { width: 1500, height: 1000 }], ['800 X 600', { width: 800, height: 600 }],
    ['0x10', null], ['10x0', null], ['10x', null], ['x10', null], ['1.5x2', null], ['-1x2', null], ['10*10', null],
    ['', null], [null, null], ['1234567x1', null],
  ])('%j → %j', (value, dims) => expect(imageDimensions(value)).toEqual(dims));
});

describe('numeric strings', () => {
  it.each([
    ['1', 1], ['-2.5', -2.5], ['+3', 3], ['.5', 0.5], ['5.', 5], ['1e3', 1000], ['1E-2', 0.01], [' 7 ', 7],
    ['', null], ['.', null], ['1e', null], ['0x10', null], ['0b1', null], ['Infinity', null], ['1,5', null],
    ['١', null], ['1'.repeat(101), null], [4, 4], [NaN, null], [null, null],
  ])('%j → %j', (value, n) => expect(toNumber(value)).toBe(n));

  it('are parsed in linear time', () => {
    expectLinear(focalPoint, (n) => `${'0.5,'.repeat(n)}`);
    expectLinear(imageDimensions, (n) => `${' '.repeat(n)}1x`);
    expectLinear(sizeAdjustment, (n) => ' '.repeat(n));
  });
});
