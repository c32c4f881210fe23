import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessSource, Tenant } from '../sites/index.ts';
import type { MemberService, MemberSession } from './service.ts';
import { REMEMBER_MS } from './service.ts';
import { cookieValues } from '../http/cookie-header.ts';

/** The cookie that carries a member's session token (HttpOnly, SameSite=Lax, Secure on https, Path /). */
export const MEMBER_COOKIE = 'vitrina_member';

/**
 * Every member session cookie of the request (at most 3): a sibling subdomain can add one of its
 * own (Domain=parent); reading only the first would let it sign the member out of this site.
 */
export function memberTokens(req: FastifyRequest): string[] {
  return cookieValues(req, MEMBER_COOKIE, 3);
}

/** The member signed in to the request's website, or null; no cookie: no database read. */
export async function memberOf(service: MemberService, req: FastifyRequest, tenant: Tenant): Promise<MemberSession | null> {
  for (const token of memberTokens(req)) {
    const session = await service.session(tenant.websiteId, token);
    if (session) return session;
  }
  return null;
}

/** The members' part of a visitor's access (src/server/sites/access.ts): the signed-in member and their areas. */
export function memberAccess(service: MemberService): AccessSource {
  return async (req, tenant) => {
    const session = await memberOf(service, req, tenant);
    if (!session) return undefined;
    return { member: { id: session.memberId, areas: new Set(await service.areas(tenant.websiteId, session.memberId)) } };
  };
}

/** Sets the session cookie of a new session: a browser-session cookie, or 30 days with rememberMe. */
export function setMemberCookie(req: FastifyRequest, reply: FastifyReply, token: string, rememberMe: boolean): void {
  reply.setCookie(MEMBER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    ...(rememberMe ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}

/** Ends every member session the request carries, on the server, and clears the cookie. */
export async function endMemberSessions(service: MemberService, req: FastifyRequest, reply: FastifyReply, websiteId: string): Promise<void> {
  for (const token of memberTokens(req)) await service.signOut(websiteId, token);
  reply.clearCookie(MEMBER_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
}
