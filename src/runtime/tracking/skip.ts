import type { PageContextJson } from '../../model/page-context.ts';

/** The page context as the runtime reads it (any field may be missing on a broken page). */
export type TrackedPage = Partial<PageContextJson>;

/** Page types never counted (§7): not found 100, search 102, lock screen 103, member-area access denied 106. */
const SKIPPED_PAGE_TYPES = [100, 102, 103, 106];
/** The viewer site-user role (§3): a viewer alone counts as a visitor (§6). */
const VIEWER = 10;

/**
 * Whether this page view is left out of visitor tracking (§6, §7): the site's disable flag
 * (websiteSettings.trackingDisabled), /config and /search paths, the page types above, and a
 * signed-in account unless its only role is viewer.
 */
export function isTrackingSkipped(page: TrackedPage, path: string): boolean {
  const roles = page.websiteRoles ?? [];
  return (
    page.websiteSettings?.trackingDisabled === true ||
    /^\/(config|search)(\/|$)/.test(path) ||
    SKIPPED_PAGE_TYPES.includes(page.pageType as number) ||
    (page.authenticatedAccount != null && !(roles.length === 1 && roles[0] === VIEWER))
  );
}
