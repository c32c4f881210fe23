/**
 * The recipient's mail of a gift card (docs/commerce-giftcards.md): who sends it, the amount,
 * the message, the code in large type and a link to the store. es-419, plain text and HTML,
 * every value escaped by React; queued through the outbox in the paying transaction.
 */
import { renderStaticMarkup } from '../../../page/static-markup/render.ts';
import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import type { MailSite } from '../order-mail.tsx';

export interface GiftCardMailInput {
  websiteId: string;
  site: MailSite;
  code: string;
  amountCents: number;
  currency: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

/** The mail that carries a card's code to its recipient. */
export function giftCardMail(m: GiftCardMailInput): OutgoingMail {
  const amount = formatMoney(m.amountCents, m.currency);
  const shop = `${m.site.baseUrl}/`;
  const greeting = t('giftCards.mail.greeting', { name: m.recipientName });
  const intro = t('giftCards.mail.intro', { sender: m.senderName, amount, site: m.site.title });
  const messageBlock = m.message ? ['', t('giftCards.mail.messageFrom', { sender: m.senderName }), m.message] : [];
  const text = [greeting, '', intro, ...messageBlock, '', `${t('giftCards.mail.codeLabel')}: ${m.code}`, '', t('giftCards.mail.howTo'), '', `${t('giftCards.mail.shop')}: ${shop}`, '', t('giftCards.mail.keep')].join('\n');
  const html = renderStaticMarkup(
    <div style={{ fontFamily: 'Georgia, serif', maxWidth: '34rem', margin: '0 auto', color: '#2b2118' }}>
      <p>{greeting}</p>
      <p>{intro}</p>
      {m.message ? (
        <blockquote style={{ margin: '1.25rem 0', padding: '0.75rem 1rem', borderLeft: '3px solid #b5835a', background: '#faf5ef', fontStyle: 'italic' }}>
          <p style={{ margin: 0, fontStyle: 'normal', fontSize: '0.875rem' }}>{t('giftCards.mail.messageFrom', { sender: m.senderName })}</p>
          <p style={{ margin: '0.5rem 0 0', whiteSpace: 'pre-line' }}>{m.message}</p>
        </blockquote>
      ) : null}
      <div style={{ margin: '1.5rem 0', padding: '1.25rem', border: '1px solid #d9c7b3', borderRadius: '12px', textAlign: 'center', background: '#fffdf9' }}>
        <p style={{ margin: 0, fontSize: '2rem', fontWeight: 'bold' }}>{amount}</p>
        <p style={{ margin: '0.75rem 0 0.25rem', fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: '0.08em' }}>{t('giftCards.mail.codeLabel')}</p>
        <p style={{ margin: 0, fontFamily: 'Menlo, Consolas, monospace', fontSize: '1.375rem', letterSpacing: '0.12em' }}>{m.code}</p>
      </div>
      <p>{t('giftCards.mail.howTo')}</p>
      <p>
        <a href={shop} style={{ display: 'inline-block', padding: '0.625rem 1.25rem', background: '#2b2118', color: '#ffffff', borderRadius: '999px', textDecoration: 'none' }}>
          {t('giftCards.mail.shop')}
        </a>
      </p>
      <p style={{ fontSize: '0.875rem', color: '#5c4a3a' }}>{t('giftCards.mail.keep')}</p>
    </div>,
  );
  return { websiteId: m.websiteId, kind: 'notification', to: m.recipientEmail, subject: t('giftCards.mail.subject', { sender: m.senderName, amount, site: m.site.title }), text, html };
}
