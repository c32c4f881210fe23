/** Cookie banner enumerations (SPEC §3): CTA and banner variants, positions, theme, accept type. */
import { defineEnum } from './define.ts';

/** Cookie banner call-to-action variant (§3): TEXT, BUTTON, ICON. */
export const CookieBannerCtaVariant = { TEXT: 'TEXT', BUTTON: 'BUTTON', ICON: 'ICON' } as const;
export type CookieBannerCtaVariant = (typeof CookieBannerCtaVariant)[keyof typeof CookieBannerCtaVariant];
/** Lookups over `CookieBannerCtaVariant`. */
export const CookieBannerCtaVariantEnum = /*#__PURE__*/ defineEnum('CookieBannerCtaVariant', CookieBannerCtaVariant);

/** Cookie banner variant (§3): BAR, POPUP. */
export const CookieBannerVariant = { BAR: 'BAR', POPUP: 'POPUP' } as const;
export type CookieBannerVariant = (typeof CookieBannerVariant)[keyof typeof CookieBannerVariant];
/** Lookups over `CookieBannerVariant`. */
export const CookieBannerVariantEnum = /*#__PURE__*/ defineEnum('CookieBannerVariant', CookieBannerVariant);

/** Bar positions (§3): TOP, BOTTOM. */
export const CookieBannerBarPosition = { TOP: 'TOP', BOTTOM: 'BOTTOM' } as const;
export type CookieBannerBarPosition = (typeof CookieBannerBarPosition)[keyof typeof CookieBannerBarPosition];
/** Lookups over `CookieBannerBarPosition`. */
export const CookieBannerBarPositionEnum = /*#__PURE__*/ defineEnum('CookieBannerBarPosition', CookieBannerBarPosition);

/** Popup positions (§3): TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT. */
export const CookieBannerPopupPosition = {
  TOP_LEFT: 'TOP_LEFT', TOP_RIGHT: 'TOP_RIGHT', BOTTOM_LEFT: 'BOTTOM_LEFT', BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;
export type CookieBannerPopupPosition = (typeof CookieBannerPopupPosition)[keyof typeof CookieBannerPopupPosition];
/** Lookups over `CookieBannerPopupPosition`. */
export const CookieBannerPopupPositionEnum = /*#__PURE__*/ defineEnum('CookieBannerPopupPosition', CookieBannerPopupPosition);

/** Cookie banner theme (§3): LIGHT, DARK. */
export const CookieBannerTheme = { LIGHT: 'LIGHT', DARK: 'DARK' } as const;
export type CookieBannerTheme = (typeof CookieBannerTheme)[keyof typeof CookieBannerTheme];
/** Lookups over `CookieBannerTheme`. */
export const CookieBannerThemeEnum = /*#__PURE__*/ defineEnum('CookieBannerTheme', CookieBannerTheme);

/** Cookie banner accept type (§3): OPT_IN, OPT_IN_AND_OUT. */
export const CookieBannerAcceptType = { OPT_IN: 'OPT_IN', OPT_IN_AND_OUT: 'OPT_IN_AND_OUT' } as const;
export type CookieBannerAcceptType = (typeof CookieBannerAcceptType)[keyof typeof CookieBannerAcceptType];
/** Lookups over `CookieBannerAcceptType`. */
export const CookieBannerAcceptTypeEnum = /*#__PURE__*/ defineEnum('CookieBannerAcceptType', CookieBannerAcceptType);
