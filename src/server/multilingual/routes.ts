import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { invalidLanguages, LANGUAGES_BODY_LIMIT, multilingualCalls } from '../../shared/contracts/multilingual.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import { sendError } from '../http/errors.ts';
import { requirePermission } from '../owner/index.ts';
import { readSiteLanguages, writeSiteLanguages } from '../sites/index.ts';
import { changeLanguages, settingsOf, statusOf } from './service.ts';

export interface MultilingualRoutesOptions {
  db: Kysely<Database>;
}

/**
 * The §7 multilingual calls (docs/multilingual.md), for the signed-in owner of the Host's site whose
 * role holds `design` (site settings: admins): the settings, the status per language, a new
 * languages list (400 in the §8 shape, `errors.languages`, when refused) and disconnecting the
 * translation service (204). The site is the session's, never one named by the request.
 */
export async function multilingualRoutes(app: FastifyInstance, opts: MultilingualRoutesOptions): Promise<void> {
  const { db } = opts;
  const guarded = { preHandler: requirePermission(Permission.DESIGN) };
  registerBodyParser(app, LANGUAGES_BODY_LIMIT);

  app.get(multilingualCalls.settings.path, guarded, async (req, reply) => {
    const content = await readSiteLanguages(db, req.owner!.websiteId);
    if (!content) return sendError(reply, 'notFound');
    return reply.header('cache-control', 'private, no-store').send(settingsOf(content.languages));
  });

  app.get(multilingualCalls.status.path, guarded, async (req, reply) => {
    const content = await readSiteLanguages(db, req.owner!.websiteId);
    if (!content) return sendError(reply, 'notFound');
    return reply.header('cache-control', 'private, no-store').send(statusOf(content));
  });

  app.put(multilingualCalls.setLanguages.path, { ...guarded, bodyLimit: LANGUAGES_BODY_LIMIT }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const parsed = v.safeParse(multilingualCalls.setLanguages.request, req.body ?? {});
    if (!parsed.success) return sendError(reply, 'badRequest', { languages: invalidLanguages() });
    const websiteId = req.owner!.websiteId;
    const content = await readSiteLanguages(db, websiteId);
    if (!content) return sendError(reply, 'notFound');
    const change = changeLanguages(content, parsed.output.languages);
    if ('refused' in change) return sendError(reply, 'badRequest', { languages: change.refused });
    const written = await writeSiteLanguages(db, websiteId, () => change.languages);
    if (written) req.server.vitrina.siteChanged(websiteId);
    return written ? reply.send(settingsOf(written)) : sendError(reply, 'notFound');
  });

  app.delete(multilingualCalls.disconnect.path, guarded, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (await writeSiteLanguages(db, req.owner!.websiteId, ({ translationService: _gone, ...rest }) => rest)) req.server.vitrina.siteChanged(req.owner!.websiteId);
    return reply.code(204).send();
  });
}
