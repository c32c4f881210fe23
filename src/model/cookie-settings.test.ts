import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cookieBannerSettings } from '../shared/validate/cookie-banner.ts';
import { CookieSettings, WebsiteSettings } from './website.ts';

describe('websiteSettings.cookieSettings (§3 cookie banner settings)', () => {
  it('is optional: a site without it has none (the runtime reads that as the §5 defaults)', () => {
    const settings = v.parse(WebsiteSettings, {});
    expect(settings.cookieSettings).toBeUndefined();
    expect(settings.trackingDisabled).toBeUndefined();
  });

  it('fills every field a site leaves out with the §5 defaults of cookie-banner.ts', () => {
    const parsed = v.parse(CookieSettings, { isRestrictiveCookiePolicyEnabled: true });
    expect(parsed).toEqual({ ...cookieBannerSettings({}), isRestrictiveCookiePolicyEnabled: true });
    expect(parsed.cookieBannerCtaText).toBe('Aceptar');
  });

  it('converts a position of the other banner kind (§5) and refuses unknown values', () => {
    expect(v.parse(CookieSettings, { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP_LEFT');
    expect(v.parse(CookieSettings, { cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).toBe('TOP');
    expect(v.safeParse(CookieSettings, { cookieBannerTheme: 'PINK' }).success).toBe(false);
    expect(v.safeParse(CookieSettings, { isRestrictiveCookiePolicyEnabled: 'yes' }).success).toBe(false);
  });
});
