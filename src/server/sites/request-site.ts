import type { FastifyInstance } from 'fastify';
import type { Tenant, TenantResolver } from './tenant.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The website the request's Host header names (null: none, or a path that serves no site),
     * resolved once per request by `resolveSiteOnRequest`. Read this; never resolve the Host again.
     */
    site: Tenant | null;
  }
}

/** Paths that serve the same bytes to every host: no site lookup for them. */
const SITELESS = /^\/(?:assets\/|healthz(?:[/?]|$))/;

/**
 * Resolves the website of every request once, in an `onRequest` hook, into `req.site`, so a
 * route and the hooks before it (crumb guard, media guard) agree on one answer and a form
 * submission costs one lookup. Register on the root instance, before the routes.
 */
export function resolveSiteOnRequest(app: FastifyInstance, tenants: TenantResolver): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (req) => {
    if (!SITELESS.test(req.url)) req.site = await tenants.resolve(req.headers.host);
  });
}
