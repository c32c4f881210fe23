import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SubscriptionsView } from '../../page/owner/commerce/SubscriptionsView.tsx';
import { t } from '../../shared/messages/index.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { ownerSubscriptions } from '../commerce/index.ts';
import type { Database } from '../db/schema.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission } from './permission.tsx';

/**
 * The store's subscriptions (docs/commerce-subscriptions.md), behind `requirePermission(STORE)`:
 * GET /config/commerce/suscripciones, the website of the signed-in owner only, newest first.
 */
export function ownerSubscriptionRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  app.get('/config/commerce/suscripciones', { preHandler: requirePermission(Permission.STORE) }, async (req, reply) => {
    const rows = await ownerSubscriptions(db, req.owner!.websiteId);
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('subscriptions.owner.title'), body: <SubscriptionsView rows={rows} /> });
  });
}
