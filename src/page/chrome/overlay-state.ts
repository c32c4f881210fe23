import type { Block, WebsiteSettings } from '../../model/index.ts';
import { BlockType, PageType } from '../../shared/enums.ts';
import { POPUP_NEWSLETTER_BLOCK_ID } from '../../shared/overlays.ts';
import { publicDefinition } from '../../shared/forms/fields.ts';
import type { PageModel } from '../context.ts';
import { publicStoreSettings } from '../../model/store.ts';

/**
 * Whether the announcement bar is drawn on a page (§3 showAnnouncementBar, §6): when the site
 * has one enabled, always for a signed-in owner or contributor, and for a visitor unless the
 * visitor dismissed this very version (the cookie ss_announcementDismissed, read by the server).
 */
export function showAnnouncementBar(model: PageModel): boolean {
  const bar = model.site.settings.announcementBar;
  if (!bar?.enabled || model.pageType === PageType.SPLASH_PAGE) return false;
  if (model.viewer) return true;
  return !(bar.dismissable && model.visitor?.dismissedAnnouncement === bar.version);
}

/**
 * Whether the mobile information bar is drawn (the CSS shows it only up to 1024 px wide). A cover
 * page (§2 type 3) is the whole screen: no bar over it, nor the announcement bar or the popup.
 */
export function showMobileInfoBar(model: PageModel): boolean {
  return model.site.settings.mobileInfoBarSettings?.enabled === true && model.pageType !== PageType.SPLASH_PAGE;
}

/** Whether the popup overlay is drawn (hidden; the runtime decides whether it opens). */
export function showPopupOverlay(model: PageModel): boolean {
  // Not over a lock screen: the visitor must first get past it.
  return model.site.settings.popupOverlaySettings?.enabled === true && model.pageType !== PageType.LOCK_SCREEN && model.pageType !== PageType.SPLASH_PAGE;
}

/**
 * The site settings as the page context carries them: the popup's newsletter without its
 * server-only settings (the notification address never reaches a page).
 */
export function publicWebsiteSettings(settings: WebsiteSettings): WebsiteSettings {
  // Coupon codes, tax and shipping rules are the server's: a page carries the currency and units only.
  const shown = { ...settings, storeSettings: publicStoreSettings(settings.storeSettings) as WebsiteSettings['storeSettings'] };
  const popup = settings.popupOverlaySettings;
  if (!popup?.newsletter) return shown;
  return { ...shown, popupOverlaySettings: { ...popup, newsletter: publicDefinition(popup.newsletter) } };
}


/**
 * The popup's newsletter as a newsletter block (type 51), rendered by the block renderer like
 * any other (the same island), when the popup is drawn with one.
 */
export function popupNewsletterBlock(model: PageModel): Block | undefined {
  const popup = model.site.settings.popupOverlaySettings;
  if (!showPopupOverlay(model) || !popup?.newsletter) return undefined;
  return { id: POPUP_NEWSLETTER_BLOCK_ID, type: BlockType.NEWSLETTER, span: 12, data: popup.newsletter };
}

/** The blocks the chrome draws outside the page's layouts (their islands are rendered with the page's). */
export function chromeBlocks(model: PageModel): Block[] {
  const block = popupNewsletterBlock(model);
  return block ? [block] : [];
}
