import { PageType } from '../shared/enums.ts';
import { t } from '../shared/messages/index.ts';
import { SITE_LOCK_SCOPE } from '../shared/contracts/locks.ts';
import type { PageModel, SiteView } from './context.ts';

/**
 * The page of a lock (docs/locks.md): the whole-site lock screen (§2 type 103) for `SITE_LOCK_SCOPE`,
 * the protected-content page (type 105) for a collection's id. Nothing of what is locked is in it:
 * no title, no collection, no items; the lock screen shows no navigation and no footer links either.
 * @example lockPageModel(site, '/mayoreo', collection.id)
 */
export function lockPageModel(site: SiteView, path: string, scope: string, error?: string): PageModel {
  const lock = { scope, back: path, ...(error ? { error } : {}) };
  if (scope === SITE_LOCK_SCOPE) {
    const { footer } = site.headerFooter;
    // No way further in: no navigation, no footer links, no announcement or information bar (their links lead inside).
    const { announcementBar: _bar, mobileInfoBarSettings: _info, ...settings } = site.settings;
    const bare: SiteView = { ...site, settings, navigation: [], collections: [], headerFooter: { ...site.headerFooter, footer: { ...footer, links: [] } } };
    const title = site.settings.siteLock?.title || t('locks.siteTitle');
    return { site: bare, path, pageType: PageType.LOCK_SCREEN, title, description: site.website.description, lock };
  }
  return { site, path, pageType: PageType.PROTECTED_CONTENT, title: t('locks.protectedTitle'), description: site.website.description, lock };
}
