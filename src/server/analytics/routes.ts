import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { t } from '../../shared/messages/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { describeFrameworkError, sendError } from '../http/errors.ts';
import type { BatchWriterOptions } from './batch-writer.ts';
import { BODY_LIMIT, registerBodyParser } from '../http/body.ts';
import { censusEventRoutes } from './census-events.ts';
import { recordHitRoute } from './census-hit.ts';
import { eventRoutes } from './events.ts';
import type { IngestDeps } from './ingest.ts';
import { jsErrorRoute } from './js-errors.ts';
import { performanceRoutes } from './performance.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { deleteExpiredAnalytics, scheduleRetention } from './retention.ts';
import { AnalyticsStore } from './store.ts';
import { trackRoute } from './track.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** What the analytics plugin is built from. */
export interface AnalyticsOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  config: Pick<Config, 'sessionSecret' | 'analyticsRetentionDays' | 'analyticsVisitorPerMinute' | 'analyticsIpPerMinute'>;
  /** Batch-writer tuning; the defaults (1,000 rows or 250 ms) otherwise. */
  batch?: BatchWriterOptions;
}

/** What the app (and tests) reach of analytics, as `app.analytics`. */
export interface AnalyticsServices {
  /** The batch writers; `store.flush()` writes everything waiting. */
  store: AnalyticsStore;
  limiter: RateLimiter;
  /** Runs the retention job now; resolves to the number of rows deleted. */
  deleteExpired(now?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsServices;
  }
}

/**
 * The ingestion endpoints of SPEC §7 (census, track, events, error reports, page speed), their
 * batch writers (flushed on close) and the hourly retention job. Decorates the app with
 * `analytics`; the routes, their body parser and error answers stay inside a child scope.
 */
export async function analyticsRoutes(app: FastifyInstance, opts: AnalyticsOptions): Promise<void> {
  const { config, db } = opts;
  const store = new AnalyticsStore(db, { log: app.log, ...opts.batch });
  const limiter = new RateLimiter('analytics', { visitorPerMinute: config.analyticsVisitorPerMinute, ipPerMinute: config.analyticsIpPerMinute }, opts.limitStore);
  app.decorate('analytics', {
    store,
    limiter,
    deleteExpired: (now?: number) => deleteExpiredAnalytics(db, { retentionDays: config.analyticsRetentionDays, now }),
  } satisfies AnalyticsServices);

  const stopRetention = scheduleRetention(db, { retentionDays: config.analyticsRetentionDays, log: app.log });
  app.addHook('onClose', async () => {
    await stopRetention();
    await store.flush();
  });

  const deps: IngestDeps = { limiter, store, secret: config.sessionSecret };
  await app.register(async (scope) => {
    registerBodyParser(scope);
    scope.setErrorHandler((err: FastifyError, req, reply) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'payloadTooLarge', { body: t('analytics.bodyTooLarge', { kb: BODY_LIMIT / 1024 }) });
      const { status, code, errors } = describeFrameworkError(err);
      if (status >= 500) req.log.error({ err }, 'analytics call failed');
      return sendError(reply, code, errors);
    });
    recordHitRoute(scope, deps);
    censusEventRoutes(scope, deps);
    trackRoute(scope, deps);
    eventRoutes(scope, deps);
    jsErrorRoute(scope, deps);
    performanceRoutes(scope, deps);
  });
}
// Like fastify-plugin: `app.analytics` and the onClose hook belong to the app itself.
Object.assign(analyticsRoutes, { [Symbol.for('skip-override')]: true });
