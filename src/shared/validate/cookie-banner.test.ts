import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptType, bannerTheme, bannerVariant, barToPopupPosition, cookieBannerDefaultText, cookieBannerSettings,
  ctaVariant, isEmptyRichText, popupToBarPosition,
} from './cookie-banner.ts';
import { expectLinear } from './testkit.ts';

const DEFAULT_TEXT =
  'Al navegar por esta página web, aceptas nuestro uso de cookies. Utilizamos cookies para ofrecerte una mejor experiencia y para ayudar a que nuestra página funcione de manera efectiva.';

describe('cookie banner defaults (§5)', () => {
  it('CTA text Aceptar; the §5 text; opt-out Rechazar', () => {
    expect(cookieBannerDefaultText).toEqual({ cta: 'Aceptar', text: DEFAULT_TEXT, optOut: 'Rechazar' });
  });

  it.each([
    ['TEXT', 'TEXT'], ['BUTTON', 'BUTTON'], ['ICON', 'ICON'], ['LINK', 'ICON'], ['text', 'ICON'], [undefined, 'ICON'],
  ])('CTA variant %j → %s (unknown → ICON)', (value, variant) => expect(ctaVariant(value)).toBe(variant));
  it.each([['LIGHT', 'LIGHT'], ['DARK', 'DARK'], ['BLUE', 'DARK'], [null, 'DARK']])(
    'theme %j → %s (unknown → DARK)',
    (value, theme) => expect(bannerTheme(value)).toBe(theme),
  );
  it.each([['BAR', 'BAR'], ['POPUP', 'POPUP'], ['MODAL', 'BAR'], [0, 'BAR']])(
    'banner variant %j → %s (unknown → BAR)',
    (value, variant) => expect(bannerVariant(value)).toBe(variant),
  );
  it.each([['OPT_IN', 'OPT_IN'], ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'], [undefined, 'OPT_IN'], ['OPT_OUT', 'OPT_IN']])(
    'accept type %j → %s (default OPT_IN)',
    (value, type) => expect(acceptType(value)).toBe(type),
  );
});

describe('position conversions (§5)', () => {
  it.each([
    ['TOP_LEFT', 'TOP'], ['TOP_RIGHT', 'TOP'], ['BOTTOM_LEFT', 'BOTTOM'], ['BOTTOM_RIGHT', 'BOTTOM'],
    ['TOP', 'BOTTOM'], ['', 'BOTTOM'], [undefined, 'BOTTOM'],
  ])('popup %j → bar %s', (popup, bar) => expect(popupToBarPosition(popup)).toBe(bar));
  it.each([['TOP', 'TOP_LEFT'], ['BOTTOM', 'BOTTOM_LEFT'], ['MIDDLE', 'BOTTOM_LEFT'], ['TOP_RIGHT', 'BOTTOM_LEFT'], [null, 'BOTTOM_LEFT']])(
    'bar %j → popup %s',
    (bar, popup) => expect(barToPopupPosition(bar)).toBe(popup),
  );
});

describe('rich text: an empty paragraph counts as empty (§3)', () => {
  it.each([
    ['', true], ['   ', true], ['<p></p>', true], ['<p> </p>', true], ['<p><br></p>', true], ['<p><br/></p>', true],
    ['<p>&nbsp;</p>', true], ['<P class="x"></P>', true], ['<p></p>\n<p></p>', true], [null, true], [undefined, true],
    ['<p>Hola</p>', false], ['Hola', false], ['<p></p>x', false], ['<div></div>', false], ['<p><img src=x></p>', false],
    ['<p', false], ['<pre></pre>', false],
  ])('%j → %s', (html, empty) => expect(isEmptyRichText(html)).toBe(empty));

  it.each([
    ['unclosed paragraphs', (n: number) => `${'<p> '.repeat(n)}`],
    ['empty paragraphs then text', (n: number) => `${'<p></p>'.repeat(n)}x`],
    ['a long attribute', (n: number) => `<p ${'a'.repeat(n)}`],
    ['a long line break', (n: number) => `<p><br${' '.repeat(n)}`],
  ])('linear time: %s', (_, make) => expectLinear(isEmptyRichText, make));
});

describe('banner settings from the component (§3)', () => {
  it('an empty component gets every default', () => {
    expect(cookieBannerSettings({})).toEqual({
      isCookieBannerEnabled: false,
      cookieBannerText: `<p>${DEFAULT_TEXT}</p>`,
      cookieBannerCtaText: 'Aceptar',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerOptOutCtaText: 'Rechazar',
      cookieBannerAcceptType: 'OPT_IN',
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isVisitorDataRestricted: false,
    });
  });

  it('keeps valid owner settings', () => {
    expect(cookieBannerSettings({
      isCookieBannerEnabled: true, cookieBannerText: '<p>Usamos cookies.</p>', cookieBannerCtaText: ' Entendido ',
      cookieBannerCtaVariant: 'BUTTON', cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT', cookieBannerOptOutCtaText: 'No, gracias', cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isAnalyticsCookiesDisabled: true, isRestrictiveCookiePolicyAbsolute: true, isActivityLogEnabled: false,
    })).toEqual({
      isCookieBannerEnabled: true, cookieBannerText: '<p>Usamos cookies.</p>', cookieBannerCtaText: 'Entendido',
      cookieBannerCtaVariant: 'BUTTON', cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT', cookieBannerOptOutCtaText: 'No, gracias', cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true, isVisitorDataRestricted: true,
    });
  });

  it.each([
    ['BAR', 'TOP', 'TOP'], ['BAR', 'TOP_RIGHT', 'TOP'], ['BAR', 'BOTTOM_LEFT', 'BOTTOM'], ['BAR', 'nowhere', 'BOTTOM'],
    ['POPUP', 'BOTTOM_RIGHT', 'BOTTOM_RIGHT'], ['POPUP', 'TOP', 'TOP_LEFT'], ['POPUP', 'BOTTOM', 'BOTTOM_LEFT'],
    ['POPUP', undefined, 'BOTTOM_LEFT'], ['SIDEBAR', 'TOP_LEFT', 'TOP'],
  ])('variant %s with position %j → %s', (variant, position, expected) => {
    expect(cookieBannerSettings({ cookieBannerVariant: variant, cookieBannerPosition: position }).cookieBannerPosition).toBe(expected);
  });

  it.each([
    ['<p></p>'], ['<p><br></p>'], ['  '], [42],
  ])('empty rich text %j falls back to the default text', (text) => {
    expect(cookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(`<p>${DEFAULT_TEXT}</p>`);
  });

  it.each([['   ', 'Aceptar', 'Rechazar'], [7, 'Aceptar', 'Rechazar'], ['Sí', 'Sí', 'Sí']])(
    'blank button texts fall back: %j',
    (text, cta, optOut) => {
      const s = cookieBannerSettings({ cookieBannerCtaText: text, cookieBannerOptOutCtaText: text });
      expect([s.cookieBannerCtaText, s.cookieBannerOptOutCtaText]).toEqual([cta, optOut]);
    },
  );

  it.each([
    // isAnalyticsCookiesDisabled → isRestrictiveCookiePolicyEnabled; isActivityLogEnabled → not isVisitorDataRestricted
    [{ isAnalyticsCookiesDisabled: true }, true, false],
    [{ isAnalyticsCookiesDisabled: false }, false, false],
    [{ isActivityLogEnabled: true }, false, false],
    [{ isActivityLogEnabled: false }, false, true],
    [{ isAnalyticsCookiesDisabled: 'true', isActivityLogEnabled: 0 }, false, false],
  ])('%j → restrictive %s, visitor data restricted %s', (component, restrictive, restricted) => {
    const s = cookieBannerSettings(component);
    expect([s.isRestrictiveCookiePolicyEnabled, s.isVisitorDataRestricted]).toEqual([restrictive, restricted]);
  });

  it('any input gives complete settings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(
        'cookieBannerVariant', 'cookieBannerPosition', 'cookieBannerText', 'cookieBannerTheme', 'isActivityLogEnabled',
      ), fc.anything())), (raw) => {
        const s = cookieBannerSettings(raw);
        expect(Object.keys(s)).toHaveLength(12);
        expect(typeof s.cookieBannerText).toBe('string');
      }),
    );
  });
});
