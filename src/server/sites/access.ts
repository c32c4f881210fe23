import type { FastifyRequest } from 'fastify';
import type { Collection } from '../../model/index.ts';
import type { Tenant } from './tenant.ts';
import type { SiteView } from '../../page/context.ts';
import { SITE_LOCK_SCOPE } from '../../shared/contracts/locks.ts';

/**
 * What one visitor may see of a website beyond its public pages (issue 15, docs/access.md): the
 * member areas they belong to (signed in as a site user) and the password-locked scopes they
 * unlocked. Decided per request from the visitor's cookies by the domains that own them (members,
 * locks), never from anything else a request says; sites only asks (`AccessSource`).
 */
export interface VisitorAccess {
  /** The signed-in member (site user) of this website and the ids of the member areas they belong to. */
  member?: { id: string; areas: ReadonlySet<string> };
  /** Ids of the password-locked collections this visitor unlocked, and SITE_LOCK_SCOPE for the whole-site lock. */
  unlocked: ReadonlySet<string>;
}

/** The unlocked scope of the whole-site lock screen (§2 page type 103), as the Unlock call names it. */
export { SITE_LOCK_SCOPE };

/** A visitor with no member session and nothing unlocked: sees public pages only, served from the cache. */
export const ANONYMOUS: VisitorAccess = Object.freeze({ unlocked: new Set<string>() });

/**
 * Reads one part of a visitor's access from their request (the members domain: the member session
 * cookie; the locks domain: the unlock cookies). Must not read the database for a request without
 * its cookie, so anonymous visits stay on the cached path. app.ts composes the sources.
 */
export type AccessSource = (req: FastifyRequest, tenant: Tenant) => Promise<Partial<VisitorAccess> | undefined>;

/** The access of a request: what every source grants, merged. */
export async function visitorAccess(sources: readonly AccessSource[], req: FastifyRequest, tenant: Tenant): Promise<VisitorAccess> {
  let member: VisitorAccess['member'];
  const unlocked = new Set<string>();
  for (const source of sources) {
    const part = await source(req, tenant);
    if (!part) continue;
    if (part.member) member = part.member;
    for (const scope of part.unlocked ?? []) unlocked.add(scope);
  }
  return member || unlocked.size > 0 ? { member, unlocked } : ANONYMOUS;
}

/** Whether the visitor sees only public pages (and so may be answered from the shared HTML cache). */
export function isAnonymous(access: VisitorAccess): boolean {
  return !access.member && access.unlocked.size === 0;
}

/**
 * Whether `access` lets a visitor see `collection` (its page, its items, its blocks elsewhere):
 * public always; password-locked once unlocked; members-only for a member of one of its areas
 * (`memberAreaIds`; none listed: any member of the site).
 */
export function mayView(collection: Pick<Collection, 'id' | 'permissionType' | 'memberAreaIds'>, access: VisitorAccess): boolean {
  switch (collection.permissionType) {
    case 'public':
      return true;
    case 'password':
      return access.unlocked.has(collection.id);
    case 'members': {
      const member = access.member;
      if (!member) return false;
      const areas = collection.memberAreaIds ?? [];
      return areas.length === 0 || areas.some((a) => member.areas.has(a));
    }
    default:
      return false;
  }
}

/** Whether the whole-site lock (§2 type 103, docs/locks.md) keeps this visitor out of every page of `site`. */
export function siteLocked(site: Pick<SiteView, 'settings'>, access: VisitorAccess): boolean {
  return site.settings.siteLock !== undefined && !access.unlocked.has(SITE_LOCK_SCOPE);
}
