import type { WebsiteSettings, CookieSettings } from './website.ts';
import type { AccessPermission } from './access.ts';
import type { TypekitFont } from './site-styles.ts';

/**
 * The page context every page embeds (§3 "page context fields read"): written by the page layer
 * (src/page/context-json.ts), read by the runtime. It lives below both, so neither imports the other.
 */

/** Id of the `<script type="application/json">` carrying the page context (server and runtime). */
export const CONTEXT_ELEMENT_ID = 'vitrina-context';

/** The page context embedded in every page (§3 "page context fields read" that exist so far). */
export interface PageContextJson {
  website: {
    id: string; identifier: string; baseUrl: string; developerMode: boolean; cloneable: boolean;
    /** The site's Typekit kit (§3); absent when it has none. */
    typekitId?: string;
    /** Site kind (§3 website type, SiteKind: cover page 2, parking page 3…); absent: classic (1). */
    type?: number;
    /** Site status (§3, SiteStatus: resold 13, resold grace period 14…); absent: in good standing. */
    status?: number;
  };
  websiteSettings: WebsiteSettings;
  collection: { id: string; title: string; type: number; permissionType: string } | null;
  collectionId: string | null;
  item: { id: string; title: string; recordType: number } | null;
  itemId: string | null;
  pageType: number;
  templateId: string;
  /** §3 templateVersion. */
  templateVersion: string;
  /** §3 googleFonts: the fonts of the site styles as includeName ("Fraunces:400,600"); absent when none. */
  googleFonts?: { includeName: string }[];
  /** §3 typekitFonts (id = family slug, variations in FVD); absent when none. Kit fonts the page
      has no face for are reported by the runtime ('Requested font no longer in Typekit'). */
  typekitFonts?: TypekitFont[];
  /**
   * §3 cookieSettings: the site's banner settings with the §5 defaults filled in; null when the
   * site sets none, which means the §5 defaults (`cookieBannerSettings({})`: no banner, no
   * restrictive policy). Null rather than the filled defaults keeps such pages ~650 bytes smaller.
   */
  cookieSettings: CookieSettings | null;
  /** §3 accessPermissions: what the signed-in account may do (AccessPermission codes); [] for visitors. */
  accessPermissions: AccessPermission[];
  appDomain: string;
  /** The signed-in account (§3 authenticatedAccount.id), null for visitors. */
  authenticatedAccount: { id: string } | null;
  /** Site user roles (§3 numbers) of the signed-in account; empty for visitors. */
  websiteRoles: number[];
  /** §3 showAnnouncementBar: the announcement bar is drawn on this page (src/page/chrome/overlay-state.ts). */
  showAnnouncementBar: boolean;
  /** Island name → chunk URL, for the islands on this page only. */
  islands: Record<string, string>;
  /** The external events collector's origin (§7 POST /api/v1/events); absent when none is configured. */
  eventsCollector?: string;
}
