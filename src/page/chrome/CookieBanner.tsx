import type { CookieSettings } from '../../model/website.ts';
import { COOKIE_ANSWER_ATTRIBUTE, COOKIE_BANNER_ID } from '../../shared/consent.ts';
import { cookieBannerClass } from '../../shared/cookie-banner-view.ts';
import { CookieBannerAcceptType, CookieBannerCtaVariant } from '../../shared/enums/cookie-banner.ts';
import { t } from '../../shared/messages/index.ts';
import { cookieBannerSettings } from '../../shared/validate/cookie-banner.ts';

/** The banner's settings (§3) as drawn: the site file's names mapped back to the component's, so §5 applies once. */
export function drawnBannerSettings(s: CookieSettings) {
  return cookieBannerSettings({ ...s, isAnalyticsCookiesDisabled: s.isRestrictiveCookiePolicyEnabled, isActivityLogEnabled: !s.isVisitorDataRestricted });
}

/**
 * The cookie banner (§3, §4, §5), drawn by the server at the top of <body> so Tab reaches it
 * first and it is there before any script; fixed on screen, so it shifts nothing. A visitor who
 * already answered gets it `hidden` (the footer's "Preferencias de cookies" reopens it). The
 * text is owner HTML sanitised when the site was published (src/server/sites/publish-html.ts).
 * The refuse button is always drawn: shown for OPT_IN_AND_OUT, and on reopening for everyone,
 * so withdrawing is as easy as giving. The runtime part is src/runtime/chrome/cookie-banner.ts.
 */
export function CookieBanner({ settings, answered }: { settings: CookieSettings; answered: boolean }) {
  const s = drawnBannerSettings(settings);
  const icon = s.cookieBannerCtaVariant === CookieBannerCtaVariant.ICON;
  const optOut = s.cookieBannerAcceptType === CookieBannerAcceptType.OPT_IN_AND_OUT;
  return (
    <section
      id={COOKIE_BANNER_ID}
      data-chrome="cookie-banner"
      className={cookieBannerClass(s)}
      aria-label={t('cookies.bannerLabel')}
      data-accept-type={s.cookieBannerAcceptType}
      hidden={answered}
    >
      <div className="cookie-banner__text" dangerouslySetInnerHTML={{ __html: s.cookieBannerText }} />
      <div className="cookie-banner__actions">
        <button type="button" className="cookie-banner__refuse" {...{ [COOKIE_ANSWER_ATTRIBUTE]: 'false' }} hidden={!optOut}>
          {s.cookieBannerOptOutCtaText}
        </button>
        <button
          type="button"
          className="cookie-banner__accept"
          {...{ [COOKIE_ANSWER_ATTRIBUTE]: 'true' }}
          data-icon-label={t('cookies.acceptLabel')}
          aria-label={icon ? t('cookies.acceptLabel') : undefined}
        >
          <svg className="cookie-banner__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4.5 12.5l5 5 10-11" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="cookie-banner__cta">{s.cookieBannerCtaText}</span>
        </button>
      </div>
    </section>
  );
}
