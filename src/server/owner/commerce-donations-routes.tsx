import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { storeSettings } from '../../model/index.ts';
import { DonationsView, donationsHref, type DonationsData } from '../../page/owner/commerce/DonationsView.tsx';
import { pageCount, pageParam } from '../../page/owner/forms/parts.tsx';
import { t } from '../../shared/messages/index.ts';
import { STORE_PER_PAGE } from '../../shared/owner/commerce.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { donationReference, donationsPage, donationTotals, refundDonation, type DonationProblem, type PaymentProvider } from '../commerce/index.ts';
import type { Database } from '../db/schema.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission } from './permission.tsx';

const PROBLEM_STATUS: Record<DonationProblem, number> = { notFound: 404, wrongStatus: 409, otherProvider: 409, refundFailed: 502 };

/**
 * The owner's donations (issue 17, docs/commerce-donations.md), behind `requirePermission(STORE)`,
 * for the website of the signed-in owner only (another site's donation is a 404):
 * - GET /config/commerce/donativos?page=N: totals by donation page, then the donations, newest first
 * - POST /config/commerce/donativos/:id/refund (crumb): a paid donation refunded through the
 *   provider, once → 303 back with a notice, or the page again with why nothing changed
 */
export function ownerDonationsRoutes(app: FastifyInstance, { db, provider }: { db: Kysely<Database>; provider?: PaymentProvider }): void {
  const guarded = { preHandler: requirePermission(Permission.STORE) };

  async function listPage(req: FastifyRequest, reply: FastifyReply, page: number, status = 200, extra: Partial<DonationsData> = {}) {
    const owner = req.owner!;
    const site = await req.server.vitrina.owners.site(owner);
    let [result, totals] = await Promise.all([donationsPage(db, owner.websiteId, page, STORE_PER_PAGE), donationTotals(db, owner.websiteId)]);
    const pages = pageCount(result.total, STORE_PER_PAGE);
    if (page > pages) result = await donationsPage(db, owner.websiteId, (page = pages), STORE_PER_PAGE);
    const data: DonationsData = { pages: storeSettings(site.settings.storeSettings ?? {}).donationPages, totals, rows: result.rows, total: result.total, page, pageCount: pages, crumb: req.server.vitrina.owners.formCrumb(req, reply, owner.websiteId), ...extra };
    const refunded = (req.query as Record<string, unknown>).refunded;
    if (status === 200 && typeof refunded === 'string' && /^\d{1,9}$/.test(refunded)) data.notice = t('donations.owner.refunded', { reference: donationReference(Number(refunded)) });
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('donations.owner.title'), body: <DonationsView data={data} />, status });
  }

  app.get('/config/commerce/donativos', guarded, (req, reply) => listPage(req, reply, pageParam((req.query as Record<string, unknown>).page)));

  app.post('/config/commerce/donativos/:id/refund', guarded, async (req, reply) => {
    const owner = req.owner!;
    const { id } = req.params as { id: string };
    if (req.server.vitrina.owners.crumbs.refusal(req, owner.websiteId)) return listPage(req, reply, 1, 403, { error: t('donations.owner.formExpired') });
    const result = await refundDonation(db, provider, owner.websiteId, id);
    if ('done' in result) return reply.header('cache-control', 'no-store').redirect(`${donationsHref()}?refunded=${result.donation.number}`, 303);
    if (result.cause) req.log.warn({ err: result.cause, donationId: id }, 'donation refund failed at the payment provider');
    const error = result.problem === 'notFound' ? t('donations.owner.notFound') : result.problem === 'wrongStatus' ? t('donations.owner.wrongStatus', { status: t(`donations.status.${result.status!}`) }) : t(`donations.owner.${result.problem}`);
    return listPage(req, reply, 1, PROBLEM_STATUS[result.problem], { error });
  });
}
