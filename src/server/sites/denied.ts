import type { Collection } from '../../model/index.ts';
import type { MemberAreaWays, SiteView } from '../../page/context.ts';
import type { VisitorAccess } from './access.ts';
import { areaPriceText } from '../../shared/paid-areas.ts';

/**
 * The ways into a members-only page that the access-denied page (§2 type 106) offers (issue 15,
 * docs/members.md): sign in when signed out, and join each member area that opens it (the
 * collection's `memberAreaIds`, or every area of the site when it names none). Only the areas'
 * titles (and a paid area's price): nothing of the page itself.
 */
export function memberAreaWays(site: SiteView, collection: Pick<Collection, 'permissionType' | 'memberAreaIds'>, access: VisitorAccess): MemberAreaWays | undefined {
  if (collection.permissionType !== 'members') return undefined;
  const named = collection.memberAreaIds ?? [];
  const areas = (site.settings.memberAreas ?? []).filter((a) => named.length === 0 || named.includes(a.id));
  const currency = site.settings.storeSettings?.selectedCurrency;
  return { signedIn: access.member !== undefined, areas: areas.map((a) => ({ id: a.id, title: a.title, ...(a.pricing.kind === 'free' ? {} : { price: areaPriceText(a.pricing, currency) }) })) };
}
