/**
 * The join page of a paid member area (issue 17, docs/members-paid.md): its price and «Unirme».
 * A one-time price puts the area's line in the cart (`POST /carrito`, at most one) and goes on to
 * the checkout; a subscription goes to `POST /commerce/subscribe` with the area's sku (the
 * subscriptions part's checkout). Plain forms: they work without script.
 */
import type { MemberArea } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { COMMERCE_PATHS } from '../../shared/commerce.ts';
import { t } from '../../shared/messages/index.ts';
import { areaLine, areaPriceText } from '../../shared/paid-areas.ts';
import { MemberForm } from './pages.tsx';

/** Where a subscription is bought alone (built by the subscriptions part of issue 17). */
export const SUBSCRIBE_PATH = '/commerce/subscribe';

/** The price of a paid area as a page says it ("$250 al mes", "$900 pago único"). */
export const areaPrice = (site: SiteView, area: MemberArea): string => areaPriceText(area.pricing, site.settings.storeSettings?.selectedCurrency);

/** The body of a paid area's join page: description, what paying does, the «Unirme» form. */
export function PaidJoin({ site, area, crumb }: { site: SiteView; area: MemberArea; crumb: string }) {
  const price = areaPrice(site, area);
  const line = areaLine(area.id);
  const subscription = area.pricing.kind === 'subscription';
  return (
    <>
      {area.description ? <p className="member-page__lead">{area.description}</p> : null}
      <p>{subscription ? t('paidAreas.joinSubscription', { price }) : t('paidAreas.joinOneTime')}</p>
      <MemberForm
        action={subscription ? SUBSCRIBE_PATH : COMMERCE_PATHS.cart}
        crumb={crumb}
        hidden={subscription ? line : { action: 'add', ...line, quantity: '1', back: COMMERCE_PATHS.checkout }}
        submit={t('paidAreas.joinButton')}
      />
    </>
  );
}
