import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AnalyticsView, type AnalyticsData } from '../../page/owner/AnalyticsView.tsx';
import { t } from '../../shared/messages/index.ts';
import { reports } from '../analytics/index.ts';
import type { Database } from '../db/schema.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { requirePermission } from './permission.tsx';
import { sendOwnerPage } from './page.tsx';
import { parsePeriod } from './period.ts';

/** Every report of the page for one website and period, run side by side. */
export async function loadAnalytics(db: Kysely<Database>, websiteId: string, period: ReturnType<typeof parsePeriod>): Promise<AnalyticsData> {
  const range = { from: period.from, to: period.to };
  const [summary, perDay, topPages, referrers, campaigns, devices, errors, speed] = await Promise.all([
    reports.summary(db, websiteId, range),
    reports.viewsPerDay(db, websiteId, range),
    reports.topPages(db, websiteId, range),
    reports.topReferrers(db, websiteId, range),
    reports.campaignSources(db, websiteId, range),
    reports.devices(db, websiteId, range),
    reports.latestJsErrors(db, websiteId, { ...range, limit: 20 }),
    reports.pageSpeed(db, websiteId, range),
  ]);
  return { period, summary, perDay, topPages, referrers, campaigns, devices, errors, speed };
}

/** GET /config/analytics?period=7d|30d|90d or ?from&to: the owner's figures (400 with the default period on a bad query). */
export function analyticsPageRoute(app: FastifyInstance, db: Kysely<Database>, now: () => number = Date.now): void {
  app.get('/config/analytics', { preHandler: requirePermission(Permission.STATS) }, async (req, reply) => {
    const period = parsePeriod(req.query as Record<string, unknown>, now());
    const data = await loadAnalytics(db, req.owner!.websiteId, period);
    return sendOwnerPage(req, reply, {
      section: 'analytics',
      title: t('owner.analyticsTitle'),
      body: <AnalyticsView data={data} />,
      status: period.invalid ? 400 : 200,
    });
  });
}
