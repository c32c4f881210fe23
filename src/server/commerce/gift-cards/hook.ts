/**
 * The gift cards' order hook (docs/commerce-giftcards.md):
 * - paid: one card per unit of each GIFT_CARD line (a random code, its hash stored), the code
 *   mailed to the recipient (the gift checkout's, else the buyer) through the outbox;
 * - cancelled (cancel or refund by the owner): the order's unspent cards voided, and what the
 *   order paid with cards credited back to them.
 */
import { newId } from '../../db/dialect.ts';
import { enqueueMails } from '../../mail/index.ts';
import type { OrderHook } from '../order-hooks.ts';
import { codeHash, newGiftCardCode, normaliseCode } from './codes.ts';
import { giftCardMail } from './mail.tsx';
import { cardsOfOrder, creditBack, insertCard, purchaseOf, voidUnspent } from './repo.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';

export const giftCardsHook: OrderHook = {
  name: 'giftCards',

  async paid({ trx, details, site, now }) {
    const { order, lines } = details;
    const cardLines = lines.filter((l) => l.product_type === 'GIFT_CARD');
    if (!cardLines.length) return;
    const gift = await purchaseOf(trx, order.website_id, order.cart_id);
    const buyerName = details.address?.name || order.email;
    const to = gift ? { name: gift.recipient_name, email: gift.recipient_email, sender: gift.sender_name, message: gift.message } : { name: buyerName, email: order.email, sender: buyerName, message: '' };
    const mails = [];
    for (const line of cardLines) {
      for (let unit = 0; unit < line.quantity; unit++) {
        const code = newGiftCardCode();
        await insertCard(trx, {
          id: newId(),
          website_id: order.website_id,
          code_hash: codeHash(normaliseCode(code)!),
          last4: code.slice(-4),
          currency: order.currency,
          initial_cents: line.unit_price_cents,
          balance_cents: line.unit_price_cents,
          order_id: order.id,
          line: line.line,
          recipient_name: to.name,
          recipient_email: to.email,
          sender_name: to.sender,
          message: to.message,
          created_at: now,
          voided_at: null,
        });
        mails.push(giftCardMail({ websiteId: order.website_id, site, code, amountCents: line.unit_price_cents, currency: order.currency, recipientName: to.name, recipientEmail: to.email, senderName: to.sender, message: to.message }));
      }
    }
    await enqueueMails(trx, mails, now);
  },

  async cancelled({ trx, details, now }) {
    const { order } = details;
    await voidUnspent(trx, order.website_id, order.id, now);
    await creditBack(trx, order.website_id, order.id, 'refund', now);
  },
};

/** The receipt's lines about the cards an order issued: to whom each went (never the code). */
export async function giftCardReceiptNotes(db: Kysely<Database>, websiteId: string, orderId: string): Promise<string[]> {
  return (await cardsOfOrder(db, websiteId, orderId)).map((c) => t('giftCards.receiptSentTo', { amount: formatMoney(c.initial_cents, c.currency), name: c.recipient_name, email: c.recipient_email, last4: c.last4 }));
}
