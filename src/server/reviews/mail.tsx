import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import { reviewsRequestPath } from '../../shared/reviews.ts';
import type { OrderDetails, OrderSite } from '../commerce/index.ts';
import type { OutgoingMail } from '../mail/index.ts';

/**
 * «¿Qué te pareció tu compra?»: the buyer's invitation to review what they bought, with the link
 * to the reviews request page and when it ends. Plain text and HTML (React escapes every value).
 */
export function reviewRequestMail(site: OrderSite & { timeZone?: string }, details: OrderDetails, token: string, expiresAt: number): OutgoingMail {
  const { order } = details;
  const link = `${site.baseUrl}${reviewsRequestPath(order.id, token)}`;
  const intro = t('reviews.mail.intro', { name: details.address?.name ?? order.email, number: order.number, site: site.title });
  const products = reviewableLines(details).map((l) => l.title);
  const expires = t('reviews.mail.expires', { date: formatDate(expiresAt, 'long', site.timeZone) });
  return {
    websiteId: site.websiteId,
    kind: 'confirmation',
    to: order.email,
    subject: t('reviews.mail.subject', { site: site.title }),
    text: [t('reviews.mail.heading'), '', intro, '', ...products.map((p) => `- ${p}`), '', t('reviews.mail.link'), link, '', expires].join('\n'),
    html: renderStaticMarkup(
      <>
        <h1>{t('reviews.mail.heading')}</h1>
        <p>{intro}</p>
        <ul>
          {products.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
        <p>{t('reviews.mail.link')}</p>
        <p>
          <a href={link}>{link}</a>
        </p>
        <p>{expires}</p>
      </>,
    ),
  };
}

/** The products of an order a buyer may review: one per product (variants together), never gift cards. */
export function reviewableLines(details: OrderDetails): Array<{ itemId: string; title: string }> {
  const seen = new Map<string, string>();
  for (const l of details.lines) if (l.product_type !== 'GIFT_CARD' && !seen.has(l.item_id)) seen.set(l.item_id, l.title);
  return [...seen].map(([itemId, title]) => ({ itemId, title }));
}
