import { storeSite } from './checkout.ts';

/** The paid member areas of the test store (docs/members-paid.md). */
export const PAID = {
  oneTime: { id: 'e1e1e1e1e1e1e1e1e1e1e1e1', title: 'Taller de masa madre', price: 45000, page: 'taller', secret: 'Receta del taller: masa madre al 75 %' },
  monthly: { id: 'e2e2e2e2e2e2e2e2e2e2e2e2', title: 'Club del horno', price: 9900, page: 'horno', secret: 'Pan del mes: hogaza de espelta' },
  free: { id: 'e3e3e3e3e3e3e3e3e3e3e3e3', title: 'Amigos del pan' },
} as const;

const membersPage = (id: string, urlId: string, title: string, areaId: string, secret: string) => ({
  id, urlId, title, type: 10, permissionType: 'members', memberAreaIds: [areaId],
  layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: `<p>${secret}</p>` } }] }] }] },
});

/** The test store (storeSite) with a one-time area, a monthly one and a free one, each paid area with its members-only page. */
export function membershipSite(): any {
  const site = storeSite();
  // The store's $100 minimum would refuse the $99 monthly area alone (the rule holds for areas as for any line).
  site.settings.storeSettings.minimumSubtotalCents = 0;
  site.settings.memberAreas = [
    { id: PAID.oneTime.id, title: PAID.oneTime.title, description: 'Cuatro clases grabadas y las recetas', pricing: { kind: 'oneTime', amountCents: PAID.oneTime.price }, landingUrlId: PAID.oneTime.page },
    { id: PAID.monthly.id, title: PAID.monthly.title, pricing: { kind: 'subscription', amountCents: PAID.monthly.price, interval: 'month' }, landingUrlId: PAID.monthly.page },
    { id: PAID.free.id, title: PAID.free.title },
  ];
  site.collections.push(
    membersPage('eeeeeeeeeeeeeeeeeeeeee01', PAID.oneTime.page, 'Taller', PAID.oneTime.id, PAID.oneTime.secret),
    membersPage('eeeeeeeeeeeeeeeeeeeeee02', PAID.monthly.page, 'Horno', PAID.monthly.id, PAID.monthly.secret),
  );
  return site;
}
