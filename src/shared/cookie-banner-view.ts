/**
 * What the cookie banner's look depends on, shared by the server's markup
 * (src/page/chrome/CookieBanner.tsx) and the runtime's re-draw on an update event
 * (src/runtime/chrome/cookie-banner.ts), so both give the same classes for the same settings.
 */
import type { CookieBannerSettings } from './validate/cookie-banner.ts';

/** The settings that choose the banner's classes. */
export type CookieBannerLook = Pick<CookieBannerSettings, 'cookieBannerVariant' | 'cookieBannerPosition' | 'cookieBannerTheme' | 'cookieBannerCtaVariant'>;

/**
 * The banner's class list: variant, position, theme and CTA variant, in lower case.
 * @example cookieBannerClass({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', … }) → 'cookie-banner cookie-banner--popup cookie-banner--top-right …'
 */
export function cookieBannerClass(s: CookieBannerLook): string {
  const name = (value: string) => value.toLowerCase().replace('_', '-');
  return `cookie-banner cookie-banner--${name(s.cookieBannerVariant)} cookie-banner--${name(s.cookieBannerPosition)} cookie-banner--${name(s.cookieBannerTheme)} cookie-banner--cta-${name(s.cookieBannerCtaVariant)}`;
}
