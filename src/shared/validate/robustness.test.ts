/**
 * No validator throws on any string (or any value at all), and each returns the kind of result it
 * documents. The only validators allowed to throw are the documented ones: galleryDesign (unknown
 * design) and the enumerations' `.of`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as V from './index.ts';
import { anyString } from './testkit.ts';

/** Every non-throwing validator, with a check of the shape of what it returns. */
const validators: [string, (input: unknown) => unknown, (result: unknown) => boolean][] = [
  ['isUsZip', V.isUsZip, isBoolean],
  ['isValidEmail', V.isValidEmail, isBoolean],
  ['isEmailFieldValid', V.isEmailFieldValid, isBoolean],
  ['isEmailFieldValid (required)', (s) => V.isEmailFieldValid(s, true), isBoolean],
  ['matchesEmailShape', (s) => V.matchesEmailShape(asString(s)), isBoolean],
  ['isAnchorLink', V.isAnchorLink, isBoolean],
  ['isTelLink', V.isTelLink, isBoolean],
  ['isSmsLink', V.isSmsLink, isBoolean],
  ['isMailtoLink', V.isMailtoLink, isBoolean],
  ['isJavascriptLink', V.isJavascriptLink, isBoolean],
  ['isFtpLink', V.isFtpLink, isBoolean],
  ['isInternalLink', V.isInternalLink, isBoolean],
  ['isProperUrl', V.isProperUrl, isBoolean],
  ['urlCategory', V.urlCategory, (r) => typeof r === 'string' && r !== ''],
  ['normaliseBlogUrlPattern', V.normaliseBlogUrlPattern, (r) => typeof r === 'string'],
  ['parseMaxLength', V.parseMaxLength, (r) => r === null || (Number.isSafeInteger(r) && (r as number) > 0)],
  ['isTextareaValid', (s) => V.isTextareaValid(s, 10), isBoolean],
  ['textareaCounter', (s) => V.textareaCounter(asString(s), 10), (r) => typeof r === 'object'],
  ['tweenDuration', V.tweenDuration, isFiniteNumber],
  ['sizeAdjustment', V.sizeAdjustment, (r) => isFiniteNumber(r) && (r as number) >= 0],
  ['focalPoint', V.focalPoint, (r) => isFraction((r as { x: unknown }).x) && isFraction((r as { y: unknown }).y)],
  ['imageDimensions', V.imageDimensions, (r) => r === null || typeof r === 'object'],
  ['toNumber', V.toNumber, (r) => r === null || isFiniteNumber(r)],
  ['columnWidth', V.columnWidth, (r) => isFiniteNumber(r) && (r as number) > 0],
  ['stripAlignment', V.stripAlignment, (r) => ['start', 'middle', 'end'].includes(r as string)],
  ['swipeBoundaries', V.swipeBoundaries, (r) => r === undefined || ['none', 'hard', 'inertial'].includes(r as string)],
  ['snapPoints', V.snapPoints, (r) => r === undefined || r === 'none' || isFiniteNumber(r)],
  ['imageAspectRatio', V.imageAspectRatio, (r) => r === null || isFiniteNumber(r)],
  ['videoMode', V.videoMode, (r) => r === null || typeof r === 'string'],
  ['ctaVariant', V.ctaVariant, (r) => typeof r === 'string'],
  ['bannerTheme', V.bannerTheme, (r) => typeof r === 'string'],
  ['bannerVariant', V.bannerVariant, (r) => typeof r === 'string'],
  ['acceptType', V.acceptType, (r) => typeof r === 'string'],
  ['popupToBarPosition', V.popupToBarPosition, (r) => r === 'TOP' || r === 'BOTTOM'],
  ['barToPopupPosition', V.barToPopupPosition, (r) => r === 'TOP_LEFT' || r === 'BOTTOM_LEFT'],
  ['isEmptyRichText', V.isEmptyRichText, isBoolean],
  ['cookieBannerSettings', V.cookieBannerSettings, (r) => typeof r === 'object'],
  ['parseQuery', V.parseQuery, (r) => typeof r === 'object' && r !== null],
];

/** Strings as they are; other values (the string-only helpers take strings) as ''. */
function asString(s: unknown): string {
  return typeof s === 'string' ? s : '';
}
function isBoolean(r: unknown): boolean {
  return typeof r === 'boolean';
}
function isFiniteNumber(r: unknown): boolean {
  return typeof r === 'number' && Number.isFinite(r);
}
function isFraction(r: unknown): boolean {
  return isFiniteNumber(r) && (r as number) >= 0 && (r as number) <= 1;
}

describe('no validator throws', () => {
  it.each(validators)('%s on arbitrary strings (ASCII, Unicode, lone surrogates, shaped, long)', (_, validate, shape) => {
    fc.assert(fc.property(anyString, (input) => {
      expect(shape(validate(input))).toBe(true);
    }), { numRuns: 300 });
  });

  it.each(validators)('%s on arbitrary values', (_, validate, shape) => {
    fc.assert(fc.property(fc.anything(), (input) => {
      expect(shape(validate(input))).toBe(true);
    }), { numRuns: 200 });
  });

  it.each(validators)('%s on a 1 MB string', (_, validate, shape) => {
    const huge = 'a@b.co/%y[]=#'.repeat(80_000);
    expect(shape(validate(huge))).toBe(true);
  });

  it('galleryDesign throws only its own error', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        try {
          expect(typeof V.galleryDesign(input)).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(V.GalleryDesignNotFoundError);
        }
      }),
    );
  });
});
