import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { PageAssets } from '../page/context.ts';
import { renderStandaloneError } from '../page/render.tsx';
import { analyticsRoutes } from './analytics/routes.ts';
import { formsRoutes } from './forms/routes.tsx';
import { mailPlugin } from './mail/plugin.ts';
import type { MailWorkerOptions } from './mail/worker.ts';
import { loadAssets } from './assets.ts';
import { Crumbs, crumbGuard } from './http/crumb.ts';
import { describeFrameworkError, sendError } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { OwnerAuth } from './owner/auth.ts';
import { ownerRoutes } from './owner/routes.ts';
import { OwnerService } from './owner/service.ts';
import { securityHeaders } from './http/security.ts';
import { staticFiles } from './http/static.ts';
import { HtmlCache } from './sites/html-cache.ts';
import { pageRoutes } from './sites/routes.ts';
import { SiteViews } from './sites/site-views.ts';
import { TenantResolver } from './sites/tenant.ts';

/** What the app is built from: the config and an open, migrated database. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Built browser assets; read from `config.clientDir` when omitted. */
  assets?: PageAssets;
  /** Pino logger options, or false to log nothing (tests). */
  logger?: boolean | object;
  /** Outbox worker tuning (tests shorten the poll and retry delays). */
  mail?: MailWorkerOptions;
}

/** The parts of a running app that other code (publishing, tests) needs to reach. */
export interface AppServices {
  tenants: TenantResolver;
  htmlCache: HtmlCache;
  /** Mints and checks the crumb (CSRF token) of each site's visitors. */
  crumbs: Crumbs;
  /** Owner sign-in: sessions, the crumb of owner forms (src/server/owner; `requireOwner` uses it). */
  owners: OwnerAuth;
  /** Drops every cached answer for a website after it was republished. */
  siteChanged(websiteId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    vitrina: AppServices;
  }
}

/** Builds the Fastify app: nothing global, everything from `config` and `deps`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // A hop count is valid at run time (Fastify docs) though its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    maxParamLength: 500,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false },
  });
  const assets = deps.assets ?? loadAssets(config.clientDir);
  const tenants = new TenantResolver(deps.db, config.appDomain);
  const htmlCache = new HtmlCache(config.htmlCacheEntries);
  const crumbs = new Crumbs(config.sessionSecret);
  const siteViews = new SiteViews(deps.db, config.appDomain);
  const owners = new OwnerAuth(new OwnerService(deps.db), tenants, crumbs, siteViews, assets);
  app.decorate('vitrina', {
    tenants,
    htmlCache,
    crumbs,
    owners,
    siteChanged(websiteId: string) {
      tenants.clear();
      htmlCache.dropWebsite(websiteId);
    },
  } satisfies AppServices);

  securityHeaders(app);
  await app.register(fastifyCookie);
  crumbGuard(app, { crumbs, tenants });
  const errorPage = renderStandaloneError('error', assets);

  app.setErrorHandler((err: Error, req, reply) => {
    const { status, code, message, errors } = describeFrameworkError(err as any);
    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ err: { message: err.message, code: (err as any).code } }, 'bad request');
    if (req.url.startsWith('/api/') || req.method !== 'GET') return sendError(reply, code, errors);
    return reply.code(status).type('text/html; charset=utf-8').send(status >= 500 ? errorPage : renderStandaloneError('bad-request', assets));
  });
  app.setNotFoundHandler((_req, reply) => sendError(reply, 'notFound'));

  await app.register(healthRoutes, { db: deps.db });
  await app.register(analyticsRoutes, { db: deps.db, config, tenants });
  await app.register(mailPlugin, { db: deps.db, config, worker: deps.mail });
  await app.register(formsRoutes, { db: deps.db, config, tenants, siteViews, assets, worker: app.mail.worker });
  await app.register(ownerRoutes, { auth: owners, db: deps.db, mailOn: app.mail.enabled });
  await app.register(staticFiles, { clientDir: config.clientDir, dataDir: config.dataDir, tenants });
  // Unknown API paths answer in the §8 JSON shape, never with an HTML page.
  app.all('/api/*', (_req, reply) => sendError(reply, 'notFound'));
  await app.register(pageRoutes, { db: deps.db, tenants, assets, cache: htmlCache, siteViews, crumbs, owners });
  return app;
}
