import type { WebsiteSettings } from './website.ts';

/**
 * The page context every page embeds (§3 "page context fields read"): written by the page layer
 * (src/page/context-json.ts), read by the runtime. It lives below both, so neither imports the other.
 */

/** Id of the `<script type="application/json">` carrying the page context (server and runtime). */
export const CONTEXT_ELEMENT_ID = 'vitrina-context';

/** The page context embedded in every page (§3 "page context fields read" that exist so far). */
export interface PageContextJson {
  website: { id: string; identifier: string; baseUrl: string; developerMode: boolean; cloneable: boolean };
  websiteSettings: WebsiteSettings;
  collection: { id: string; title: string; type: number; permissionType: string } | null;
  collectionId: string | null;
  item: { id: string; title: string; recordType: number } | null;
  itemId: string | null;
  pageType: number;
  templateId: string;
  appDomain: string;
  /** The signed-in account (§3 authenticatedAccount.id), null for visitors. */
  authenticatedAccount: { id: string } | null;
  /** Site user roles (§3 numbers) of the signed-in account; empty for visitors. */
  websiteRoles: number[];
  /** §3 showAnnouncementBar: the announcement bar is drawn on this page (src/page/chrome/overlay-state.ts). */
  showAnnouncementBar: boolean;
  /** Island name → chunk URL, for the islands on this page only. */
  islands: Record<string, string>;
}
