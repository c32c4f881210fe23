import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { formatMoney } from '../../shared/money.ts';
import { t } from '../../shared/messages/index.ts';
import { addressLines, type OwnerOrder } from '../../shared/owner/commerce.ts';
import type { OutgoingMail } from '../mail/index.ts';

/**
 * «Tu pedido va en camino»: the mail a buyer gets when the owner marks the order fulfilled — the
 * order number, what was sent (lines with quantities), where it goes, and the store's name. Plain
 * text and HTML (React escapes every value); no link: the order's secret link is never stored.
 */
export function shippedMail(order: OwnerOrder, site: { websiteId: string; title: string }): OutgoingMail {
  const intro = t('store.mail.shippedIntro', { number: order.number, site: site.title });
  const lines = order.lines.map((l) => t('store.mail.line', { quantity: l.quantity, title: l.variantLabel ? `${l.title} (${l.variantLabel})` : l.title }));
  const total = t('store.mail.total', { total: formatMoney(order.totalCents, order.currency) });
  const to = addressLines(order.address);
  const thanks = t('store.mail.thanks', { site: site.title });
  const html = renderStaticMarkup(
    <>
      <p>{intro}</p>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <p>{total}</p>
      {to.length > 0 ? (
        <>
          <p>{t('store.mail.address')}</p>
          <p>
            {to.map((l, i) => (
              <span key={i}>
                {l}
                <br />
              </span>
            ))}
          </p>
        </>
      ) : null}
      <p>{thanks}</p>
    </>,
  );
  const text = [intro, '', ...lines.map((l) => `- ${l}`), '', total, ...(to.length ? ['', t('store.mail.address'), ...to] : []), '', thanks].join('\n');
  return { websiteId: site.websiteId, kind: 'confirmation', to: order.email, subject: t('store.mail.shippedSubject', { number: order.number, site: site.title }), text, html };
}
