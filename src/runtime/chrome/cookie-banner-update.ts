/**
 * The cookie banner's re-draw on an update event (§4), a chunk of its own loaded on the first
 * update only (an editor's preview): the §5 defaults and conversions and the HTML cleaning are
 * not needed by visitors, who only accept or refuse.
 */
import { cookieBannerClass } from '../../shared/cookie-banner-view.ts';
import { CookieBannerAcceptType, CookieBannerCtaVariant } from '../../shared/enums/cookie-banner.ts';
import { cookieBannerSettings } from '../../shared/validate/cookie-banner.ts';
import { cleanBannerHtml } from './cookie-banner-html.ts';

/** Re-draws the server-drawn `banner` from the component's raw settings; says whether it now offers refusing (OPT_IN_AND_OUT). */
export function redraw(banner: HTMLElement, raw: unknown): boolean {
  const s = cookieBannerSettings(raw);
  const part = (selector: string) => banner.querySelector<HTMLElement>(selector)!;
  const accept = part('[data-cookie-answer="true"]');
  banner.className = cookieBannerClass(s);
  banner.dataset.acceptType = s.cookieBannerAcceptType;
  part('.cookie-banner__text').replaceChildren(cleanBannerHtml(s.cookieBannerText, banner.ownerDocument));
  part('.cookie-banner__cta').textContent = s.cookieBannerCtaText;
  part('[data-cookie-answer="false"]').textContent = s.cookieBannerOptOutCtaText;
  if (s.cookieBannerCtaVariant === CookieBannerCtaVariant.ICON) accept.setAttribute('aria-label', accept.dataset.iconLabel!);
  else accept.removeAttribute('aria-label');
  return s.cookieBannerAcceptType === CookieBannerAcceptType.OPT_IN_AND_OUT;
}
