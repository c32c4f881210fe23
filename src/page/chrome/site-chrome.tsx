import type { ReactNode } from 'react';
import type { PageModel, RenderContext } from '../context.ts';
import { InfoPopup } from '../parts/InfoPopup.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { MobileInfoBar } from './MobileInfoBar.tsx';
import { showAnnouncementBar, showMobileInfoBar, showPopupOverlay } from './overlay-state.ts';
import { PopupOverlay } from './PopupOverlay.tsx';
import { missingKitFonts } from '../../model/site-styles.ts';
import { SiteStateNotice } from './SiteStateNotice.tsx';

/**
 * The chrome of a published page (src/shared/chrome.ts): the parts drawn around the page's own
 * content, from the site's settings and who is looking. Each part is a component of its own in
 * this folder, marked `data-chrome="<part>"` when the runtime has something to do with it.
 */
export interface PageChrome {
  /** Drawn first in <body>, above the site header (cookie banner, so Tab reaches it first; announcement bar, mobile information bar). */
  top: ReactNode;
  /** Drawn last in <body> (popup overlay, notices), fixed on screen: it shifts nothing. */
  end: ReactNode;
  /** Chrome behaviour without markup, for <body data-chrome-needs> (e.g. "owner-keys"). */
  needs: string[];
}

/** The chrome of one page. */
export function pageChrome(model: PageModel, ctx: RenderContext): PageChrome {
  const needs: string[] = [];
  // The owner's keys (Escape, Shift+Escape, the redirect to /config): for a signed-in account, or on
  // every page of a site whose visitors may sign in by Escape (cached pages carry it for all).
  if (model.viewer || model.site.settings.useEscapeKeyToLogin) needs.push('owner-keys');
  const cookies = model.site.settings.cookieSettings;
  if (missingKitFonts(model.site.website.styles).length) needs.push('font-report');
  return {
    top: (
      <>
        <SiteStateNotice model={model} />
        {cookies?.isCookieBannerEnabled ? <CookieBanner settings={cookies} answered={model.visitor?.consentAnswered === true} /> : null}
        {showAnnouncementBar(model) ? <AnnouncementBar bar={model.site.settings.announcementBar!} /> : null}
      </>
    ),
    end: (
      <>
        {model.notice ? <InfoPopup notice={model.notice} /> : null}
        {/* Fixed at the bottom of the screen, so last in reading order too. */}
        {showMobileInfoBar(model) ? <MobileInfoBar settings={model.site.settings.mobileInfoBarSettings!} /> : null}
        {showPopupOverlay(model) ? <PopupOverlay settings={model.site.settings.popupOverlaySettings!} model={model} ctx={ctx} /> : null}
      </>
    ),
    needs,
  };
}
