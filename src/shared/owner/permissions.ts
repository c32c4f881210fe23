/**
 * Who may do what under /config (issue 15): the §6 permission groups mapped to the §3 site user
 * roles in ONE table. The server checks it on every /config page and owner call
 * (`requirePermission`, src/server/owner/permission.ts); the page layer reads it to show only the
 * links a role may use. Where the spec is silent the table follows Squarespace's contributor
 * permissions (docs/roles.md says which and why). Pure: no DOM, no Node APIs.
 */
import { SiteUserRole } from '../enums/site.ts';

/**
 * The permissions the owner's area checks, each named after its §6 group:
 * - `config`: general "config" (1): the area itself, the site inside it (/config/?frameUrl)
 * - `stats`: activity "stats": /config/analytics
 * - `comments`: activity "comments": /config/comments and its moderation posts
 * - `trustedCommenter`: config "trusted commenter": comments published without moderation
 * - `formSubmissions`: CRM (config sub-area 18): form submissions and their CSV
 * - `subscribers`: newsletter "read subscribers": subscribers and their CSV
 * - `design`: settings (template, site styles): /config/design
 * - `userAccounts`: settings "user accounts": /config/roles (who has which role, invitations)
 * - `store`: commerce "orders" and "inventory": /config/commerce (orders, fulfil, refund, stock, CSV)
 */
export const Permission = {
  CONFIG: 'config',
  STATS: 'stats',
  COMMENTS: 'comments',
  TRUSTED_COMMENTER: 'trustedCommenter',
  FORM_SUBMISSIONS: 'formSubmissions',
  SUBSCRIBERS: 'subscribers',
  DESIGN: 'design',
  USER_ACCOUNTS: 'userAccounts',
  STORE: 'store',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** Every permission, in the order of the table in docs/roles.md. */
export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

const P = Permission;
const R = SiteUserRole;

/**
 * THE table: what each §3 role holds. Admin holds everything; viewer and none hold nothing under
 * /config (§6: a viewer alone counts as a visitor; never redirected to the editor).
 */
export const ROLE_PERMISSIONS: Readonly<Record<SiteUserRole, readonly Permission[]>> = {
  [R.ADMIN]: PERMISSIONS,
  [R.BILLING]: [P.CONFIG],
  [R.REPORTING]: [P.CONFIG, P.STATS],
  [R.EDITOR]: [P.CONFIG, P.TRUSTED_COMMENTER],
  [R.MODERATOR]: [P.CONFIG, P.COMMENTS, P.TRUSTED_COMMENTER],
  [R.COMMENTER]: [P.CONFIG, P.TRUSTED_COMMENTER],
  [R.STORE_MANAGER]: [P.CONFIG, P.FORM_SUBMISSIONS, P.STORE],
  [R.SCHEDULING]: [P.CONFIG],
  [R.VIEWER]: [],
  [R.CAMPAIGNS_EDITOR]: [P.CONFIG, P.SUBSCRIBERS],
  [R.SCHEDULING_VIEWER]: [P.CONFIG],
  [R.SCHEDULING_EDITOR]: [P.CONFIG],
  [R.NONE]: [],
  [R.WEBSITE_MANAGER]: [P.CONFIG, P.TRUSTED_COMMENTER],
};

/**
 * Whether an account with `role` holds `permission` (an unknown role holds nothing).
 * @example mayRole(SiteUserRole.REPORTING, Permission.STATS) // true
 */
export function mayRole(role: number, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as SiteUserRole] ?? []).includes(permission);
}

/** Whether `role` holds at least one of `permissions`. */
export function mayAny(role: number, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => mayRole(role, p));
}

/** Roles an admin may give from /config/roles (none is not a role to give: remove the person instead). */
export const ASSIGNABLE_ROLES: readonly SiteUserRole[] = [
  R.ADMIN, R.WEBSITE_MANAGER, R.EDITOR, R.STORE_MANAGER, R.REPORTING, R.MODERATOR, R.COMMENTER,
  R.CAMPAIGNS_EDITOR, R.BILLING, R.SCHEDULING, R.SCHEDULING_EDITOR, R.SCHEDULING_VIEWER, R.VIEWER,
];
