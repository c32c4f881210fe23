/**
 * The order page's note about the member areas an order bought (issue 17, docs/members-paid.md,
 * §2 208 membership confirmed): each area's landing page, and how to sign in.
 */
import type { MemberArea } from '../../model/index.ts';
import { t } from '../../shared/messages/index.ts';
import { signInPath } from '../../shared/members.ts';
import { areaOfLine } from '../../shared/paid-areas.ts';
import type { OrderDetails } from './order-view.tsx';

/** Nothing unless the order is paid (or fulfilled) and has an area line of one of `areas`. */
export function PaidAreasNote({ details, areas = [] }: { details: OrderDetails; areas?: readonly MemberArea[] }) {
  const { order } = details;
  if (order.status !== 'paid' && order.status !== 'fulfilled') return null;
  const bought = details.lines.map((l) => areas.find((a) => a.id === areaOfLine(l.item_id, l.sku))).filter((a): a is MemberArea => a !== undefined);
  if (bought.length === 0) return null;
  return (
    <section className="order__membership" aria-labelledby="order-membership">
      <h2 className="order__subtitle" id="order-membership">
        {t('paidAreas.confirmHeading')}
      </h2>
      {bought.map((area) => {
        const landing = area.landingUrlId ? `/${area.landingUrlId}` : '/';
        return (
          <div key={area.id}>
            <p>{t('paidAreas.confirmText', { area: area.title, email: order.email })}</p>
            <p className="order__membership-links">
              <a className="btn btn--primary btn--medium" href={signInPath(landing)}>
                {t('paidAreas.signIn')}
              </a>{' '}
              <a href={landing}>{t('paidAreas.visitArea', { area: area.title })}</a>
            </p>
          </div>
        );
      })}
    </section>
  );
}
