/**
 * Cookie banner settings (SPEC §3, §5): defaults, fallbacks for unknown values, the bar/popup
 * position conversions, and the mapping from the component's raw settings. Nothing throws.
 */
import {
  CookieBannerAcceptType, CookieBannerAcceptTypeEnum, CookieBannerBarPosition, CookieBannerBarPositionEnum,
  CookieBannerCtaVariant, CookieBannerCtaVariantEnum, CookieBannerPopupPosition, CookieBannerPopupPositionEnum,
  CookieBannerTheme, CookieBannerThemeEnum, CookieBannerVariant, CookieBannerVariantEnum,
} from '../enums/cookie-banner.ts';
import { cookieMessages } from '../messages/cookies.ts';

/** The es-419 default texts of the banner (§5) from the catalogue, used when the owner left a text empty. */
export const cookieBannerDefaultText = {
  cta: cookieMessages['cookies.ctaText'],
  text: cookieMessages['cookies.bannerText'],
  optOut: cookieMessages['cookies.optOutText'],
} as const;

/** CTA variant; unknown → ICON. */
export const ctaVariant = (v: unknown): CookieBannerCtaVariant => CookieBannerCtaVariantEnum.or(v, CookieBannerCtaVariant.ICON);
/** Theme; unknown → DARK. */
export const bannerTheme = (v: unknown): CookieBannerTheme => CookieBannerThemeEnum.or(v, CookieBannerTheme.DARK);
/** Banner variant; unknown → BAR. */
export const bannerVariant = (v: unknown): CookieBannerVariant => CookieBannerVariantEnum.or(v, CookieBannerVariant.BAR);
/** Accept type; missing or unknown → OPT_IN. */
export const acceptType = (v: unknown): CookieBannerAcceptType => CookieBannerAcceptTypeEnum.or(v, CookieBannerAcceptType.OPT_IN);

/** Popup position → bar position: TOP_LEFT or TOP_RIGHT → TOP, anything else → BOTTOM. */
export function popupToBarPosition(position: unknown): CookieBannerBarPosition {
  return position === CookieBannerPopupPosition.TOP_LEFT || position === CookieBannerPopupPosition.TOP_RIGHT
    ? CookieBannerBarPosition.TOP
    : CookieBannerBarPosition.BOTTOM;
}

/** Bar position → popup position: TOP → TOP_LEFT, BOTTOM or invalid → BOTTOM_LEFT. */
export function barToPopupPosition(position: unknown): CookieBannerPopupPosition {
  return position === CookieBannerBarPosition.TOP ? CookieBannerPopupPosition.TOP_LEFT : CookieBannerPopupPosition.BOTTOM_LEFT;
}

/** The position for a variant: kept when it suits the variant, converted from the other kind otherwise. */
export function bannerPosition(variant: CookieBannerVariant, position: unknown): CookieBannerBarPosition | CookieBannerPopupPosition {
  if (variant === CookieBannerVariant.POPUP) {
    return CookieBannerPopupPositionEnum.is(position) ? position : barToPopupPosition(position);
  }
  return CookieBannerBarPositionEnum.is(position) ? position : popupToBarPosition(position);
}

/** True for rich text with nothing to show: empty, whitespace, or only empty paragraphs ('<p></p>', '<p><br></p>', '<p>&nbsp;</p>'). */
export function isEmptyRichText(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  return /^(?:\s|<p(?:\s[^>]*)?>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i.test(html);
}

/** The banner settings of §3 after defaults and fallbacks. */
export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  /** Rich text (HTML). */
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerPosition: CookieBannerBarPosition | CookieBannerPopupPosition;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: CookieBannerAcceptType;
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  isVisitorDataRestricted: boolean;
}

/**
 * Maps the component's raw settings to §3's banner settings. isRestrictiveCookiePolicyEnabled
 * comes from isAnalyticsCookiesDisabled; isVisitorDataRestricted is the inverse of
 * isActivityLogEnabled (restricted only when that is explicitly false). Any input is accepted.
 */
export function cookieBannerSettings(raw: unknown): CookieBannerSettings {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const variant = bannerVariant(s.cookieBannerVariant);
  return {
    isCookieBannerEnabled: s.isCookieBannerEnabled === true,
    cookieBannerText: isEmptyRichText(s.cookieBannerText)
      ? `<p>${cookieBannerDefaultText.text}</p>`
      : (s.cookieBannerText as string),
    cookieBannerCtaText: textOr(s.cookieBannerCtaText, cookieBannerDefaultText.cta),
    cookieBannerCtaVariant: ctaVariant(s.cookieBannerCtaVariant),
    cookieBannerVariant: variant,
    cookieBannerPosition: bannerPosition(variant, s.cookieBannerPosition),
    cookieBannerTheme: bannerTheme(s.cookieBannerTheme),
    cookieBannerOptOutCtaText: textOr(s.cookieBannerOptOutCtaText, cookieBannerDefaultText.optOut),
    cookieBannerAcceptType: acceptType(s.cookieBannerAcceptType),
    isRestrictiveCookiePolicyEnabled: s.isAnalyticsCookiesDisabled === true,
    isRestrictiveCookiePolicyAbsolute: s.isRestrictiveCookiePolicyAbsolute === true,
    isVisitorDataRestricted: s.isActivityLogEnabled === false,
  };
}

/** The trimmed text when it is a non-blank string, else the default. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
