/** Site enumerations (SPEC §3): site status, site kind, site user roles. */
import { defineEnum } from './define.ts';

/** Site (subscription) status (§3). Numbers 9 and 10 are not assigned. */
export const SiteStatus = {
  EXPIRED: 1, PAST_DUE: 2, TRIAL: 3, BETA: 4, REMOVED: 5, INTERNAL: 6, COMPED: 7, PAID: 8,
  LINKED: 11, ACTIVE_PARKING_PAGE: 12, RESOLD: 13, RESOLD_GRACE_PERIOD: 14, ENTERPRISE: 15,
} as const;
export type SiteStatus = (typeof SiteStatus)[keyof typeof SiteStatus];
/** Lookups over `SiteStatus`. */
export const SiteStatusEnum = /*#__PURE__*/ defineEnum('SiteStatus', SiteStatus);

/** Site kind (website type, §3): classic 1, cover page 2, parking page 3, commerce 4, enterprise 5. */
export const SiteKind = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const;
export type SiteKind = (typeof SiteKind)[keyof typeof SiteKind];
/** Lookups over `SiteKind`. */
export const SiteKindEnum = /*#__PURE__*/ defineEnum('SiteKind', SiteKind);

/** Site user roles (§3). Number 5 is not assigned. */
export const SiteUserRole = {
  ADMIN: 1, BILLING: 2, REPORTING: 3, EDITOR: 4, MODERATOR: 6, COMMENTER: 7, STORE_MANAGER: 8,
  SCHEDULING: 9, VIEWER: 10, CAMPAIGNS_EDITOR: 11, SCHEDULING_VIEWER: 12, SCHEDULING_EDITOR: 13,
  NONE: 14, WEBSITE_MANAGER: 15,
} as const;
export type SiteUserRole = (typeof SiteUserRole)[keyof typeof SiteUserRole];
/** Lookups over `SiteUserRole`. */
export const SiteUserRoleEnum = /*#__PURE__*/ defineEnum('SiteUserRole', SiteUserRole);
