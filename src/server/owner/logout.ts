import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '../../shared/contracts/auth.ts';
import { sessionTokens, type OwnerAuth } from './auth.ts';
import { SESSION_COOKIE } from './session-token.ts';
import { LAST_ID_COOKIE, lastIdOptions } from './last-id.ts';

/**
 * POST /config/logout (the layout's form) and POST /api/auth/Logout (§7, the runtime's call;
 * the crumb guard checks it): the session ends in the database and the session cookie and §9
 * ss_lastid are cleared.
 * The form then goes to the site root with ?logout=true (§2); the API call answers 204.
 */
export function logoutRoutes(app: FastifyInstance, auth: OwnerAuth): void {
  async function end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const tenant = req.site;
    if (tenant) for (const token of sessionTokens(req)) await auth.service.signOut(tenant.websiteId, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
    // §9 ss_lastid is cleared with the same attributes it was set with (no site: host-only).
    const secure = req.protocol === 'https';
    reply.clearCookie(LAST_ID_COOKIE, tenant ? lastIdOptions(await auth.site(tenant), req.headers.host, secure) : { path: '/', sameSite: 'lax', secure });
    reply.header('cache-control', 'no-store');
  }

  app.post('/config/logout', async (req, reply) => {
    const tenant = req.site;
    // /config is outside the /api/ crumb guard: the form carries the crumb as a field.
    if (!tenant || auth.crumbs.refusal(req, tenant.websiteId)) {
      return reply.header('cache-control', 'no-store').redirect('/config', 303);
    }
    await end(req, reply);
    return reply.redirect('/?logout=true', 303);
  });

  app.post(authCalls.logout.path, async (req, reply) => {
    await end(req, reply);
    return reply.code(204).send();
  });
}
