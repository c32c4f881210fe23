import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { HeaderFooter } from '../../model/index.ts';
import { fieldErrors } from '../../shared/contracts/fields.ts';
import { HEADER_FOOTER_BODY_LIMIT, platformCalls } from '../../shared/contracts/platform.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import { replaceHeaderFooter } from '../sites/index.ts';
import type { OwnerAuth } from './auth.ts';
import { requirePermission } from './permission.tsx';

/**
 * §7 `GET`/`PUT /api/site-header-footer` (docs/platform-calls.md). GET: what the published site
 * shows (links to locked pages left out), for anyone. PUT: the owner's new header and footer
 * (design permission: admins), validated with the site model's `HeaderFooter`, stored as a
 * re-publish of that part of the site document; the next page view shows it.
 */
export function headerFooterRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; auth: OwnerAuth }): void {
  const { getHeaderFooter, putHeaderFooter } = platformCalls;
  app.get(getHeaderFooter.path, async (req, reply) => {
    if (!req.site) return sendError(reply, 'notFound');
    const { header, footer } = (await opts.auth.site(req.site)).headerFooter;
    return reply.header('cache-control', 'no-cache').send({ header, footer });
  });

  app.put(putHeaderFooter.path, { bodyLimit: HEADER_FOOTER_BODY_LIMIT, preHandler: requirePermission(Permission.DESIGN) }, async (req, reply) => {
    // An array passes valibot's object check (it is an object): refused as a whole first.
    const parsed = v.safeParse(HeaderFooter, Array.isArray(req.body) ? null : req.body);
    if (!parsed.success) return sendError(reply.header('cache-control', 'no-store'), 'badRequest', fieldErrors(parsed.issues));
    const websiteId = req.site!.websiteId;
    if (!(await replaceHeaderFooter(opts.db, websiteId, parsed.output))) return sendError(reply, 'notFound');
    req.server.vitrina.siteChanged(websiteId);
    req.log.info({ websiteId, owner: req.owner?.ownerId }, 'header and footer replaced');
    return reply.header('cache-control', 'no-store').code(204).send();
  });
}
