import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { siteUsersCalls } from '../../shared/contracts/site-users.ts';
import { sendError } from '../http/errors.ts';
import { endMemberSessions } from './auth.ts';
import type { MembersKit } from './kit.ts';
import { isEmail, normaliseEmail } from './service.ts';

/** §7 POST and DELETE /api/site-users/account/session (the crumb guard checks both: the crumb in x-csrf-token, or crumbFail). */
export function memberCalls(app: FastifyInstance, kit: MembersKit): void {
  const { opts, service, attempt, startSession, rotateCrumb } = kit;

  app.post(siteUsersCalls.signIn.path, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const parsed = v.safeParse(siteUsersCalls.signIn.request, req.body);
    if (!parsed.success) return sendError(reply, 'badRequest');
    const { email, password, rememberMe } = parsed.output;
    reply.header('cache-control', 'no-store');
    if (!isEmail(normaliseEmail(email)) || !password) return sendError(reply, 'loginRequired');
    const result = await attempt(req, tenant.websiteId, email, password);
    if ('waitMs' in result) return reply.header('retry-after', String(Math.ceil(result.waitMs / 1000))), sendError(reply, 'rateLimited');
    if (!result.memberId) return sendError(reply, 'loginRequired');
    await startSession(req, reply, tenant.websiteId, result.memberId, rememberMe);
    return { xsrfToken: rotateCrumb(req, reply, tenant.websiteId) };
  });

  app.delete(siteUsersCalls.signOut.path, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const query = v.safeParse(siteUsersCalls.signOut.request, req.query ?? {});
    if (!query.success) return sendError(reply, 'badRequest');
    await endMemberSessions(service, req, reply, tenant.websiteId);
    // cloneCart=false: this browser forgets the cart (docs/members.md); true or absent keeps it.
    opts.onSignOut?.(req, reply, query.output.cloneCart !== 'false');
    return reply.header('cache-control', 'no-store').code(204).send();
  });
}
