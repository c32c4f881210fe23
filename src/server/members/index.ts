/**
 * The members domain (site users, issue 15, docs/members.md): accounts, sessions, member areas
 * joined, and the access they grant (an AccessSource). Other domains import only this file.
 */
export { MEMBER_COOKIE, memberAccess } from './auth.ts';
export { memberMails } from './mail.tsx';
export { membersRoutes, type MembersRoutesOptions } from './routes.tsx';
export { MemberService } from './service.ts';
export { paidAreasHook } from './paid-areas.tsx';
