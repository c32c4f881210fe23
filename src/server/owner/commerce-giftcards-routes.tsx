import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { GiftCardsView, GiftCardView, type OwnerGiftCard } from '../../page/owner/commerce/GiftCardsView.tsx';
import { pageCount, pageParam } from '../../page/owner/forms/parts.tsx';
import { t } from '../../shared/messages/index.ts';
import { STORE_PER_PAGE } from '../../shared/owner/commerce.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { cardById, cardLedger, cardsPage, type GiftCardRow } from '../commerce/index.ts';
import type { Database } from '../db/schema.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission } from './permission.tsx';

const ownerCard = (c: GiftCardRow, orderNumber?: number): OwnerGiftCard => ({ id: c.id, last4: c.last4, recipientName: c.recipient_name, recipientEmail: c.recipient_email, currency: c.currency, initialCents: c.initial_cents, balanceCents: c.balance_cents, createdAt: c.created_at, voided: c.voided_at !== null, orderId: c.order_id, orderNumber });

/**
 * The owner's gift cards (issue 17, docs/commerce-giftcards.md), behind `requirePermission(STORE)`,
 * for the website of the signed-in owner only (another site's card id is a 404):
 * - GET /config/commerce/tarjetas?page=N: the cards, newest first (last 4, recipient, initial, balance, issued, status)
 * - GET /config/commerce/tarjetas/:id: one card and its ledger
 */
export function ownerGiftCardRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  const guarded = { preHandler: requirePermission(Permission.STORE) };

  app.get('/config/commerce/tarjetas', guarded, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    let page = pageParam((req.query as Record<string, unknown>).page);
    let result = await cardsPage(db, websiteId, (page - 1) * STORE_PER_PAGE, STORE_PER_PAGE);
    const pages = pageCount(result.total, STORE_PER_PAGE);
    if (page > pages) result = await cardsPage(db, websiteId, ((page = pages) - 1) * STORE_PER_PAGE, STORE_PER_PAGE);
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('giftCards.owner.title'), body: <GiftCardsView data={{ rows: result.rows.map((c) => ownerCard(c)), total: result.total, page, pages }} /> });
  });

  app.get<{ Params: { id: string } }>('/config/commerce/tarjetas/:id', guarded, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const card = /^[0-9a-f]{24}$/.test(req.params.id) ? await cardById(db, websiteId, req.params.id) : undefined;
    if (!card) return sendOwnerPage(req, reply, { section: 'commerce', title: t('giftCards.owner.title'), status: 404, body: <p>{t('giftCards.unknown')}</p> });
    const order = await db.selectFrom('orders').select('number').where('website_id', '=', websiteId).where('id', '=', card.order_id).executeTakeFirst();
    const ledger = (await cardLedger(db, websiteId, card.id)).map((l) => ({ at: l.at, reason: l.reason, deltaCents: l.delta_cents, orderId: l.order_id }));
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('giftCards.owner.cardTitle', { last4: card.last4 }), body: <GiftCardView card={ownerCard(card, order ? Number(order.number) : undefined)} ledger={ledger} /> });
  });
}
