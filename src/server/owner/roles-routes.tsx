import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AcceptInvitationPage, type AcceptView } from '../../page/owner/AcceptInvitationPage.tsx';
import { renderOwnerDocument } from '../../page/owner/document.tsx';
import { RolesView, type RolesData } from '../../page/owner/RolesView.tsx';
import { t, type MessageKey } from '../../shared/messages/index.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import type { Database } from '../db/schema.ts';
import type { Tenant } from '../sites/index.ts';
import { INVITATION_PATH } from './invitation-mail.tsx';
import { privateHtml, sendOwnerPage } from './page.tsx';
import { requirePermission, roleName } from './permission.tsx';
import { acceptInvitation, changeRole, INVITATION_DAYS, invite, openInvitation, pendingInvitations, removePerson, revokeInvitation, type RolesProblem } from './roles.ts';
import { MIN_PASSWORD_LENGTH } from './service.ts';
import { OWNER_CSS_URL } from './styles.ts';
import { bodyFields } from '../http/body.ts';

type Body = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const roleParam = (v: unknown): number => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : NaN);
const NOTICES = ['invited', 'changed', 'removed', 'revoked'] as const;
const STATUS: Record<RolesProblem, number> = { emailInvalid: 400, roleInvalid: 400, duplicate: 409, lastAdmin: 409, notFound: 404 };

/**
 * Who has which role on the site (issue 15), for admins only (`USER_ACCOUNTS`):
 * - GET /config/roles: the people, pending invitations, the invitation form, the permission table
 * - POST /config/roles/invite (email, role), /config/roles/:ownerId/role (role),
 *   /config/roles/:ownerId/remove, /config/roles/invitations/:id/revoke: plain forms with the
 *   crumb; success → 303 back with a notice, refusal → the page again with the reason
 * - GET/POST /config/invitation?token=…: the invited person creates their account (public: the
 *   single-use token is the permission), then signs in.
 * The last admin can be neither removed nor demoted (roles.ts checks it in the transaction).
 */
export function ownerRolesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  const admins = { preHandler: requirePermission(Permission.USER_ACCOUNTS) };

  async function page(req: FastifyRequest, reply: FastifyReply, status = 200, extra: Partial<RolesData> = {}) {
    const owner = req.owner!;
    const [people, pending] = await Promise.all([req.server.vitrina.owners.service.listOwners(owner.websiteId), pendingInvitations(db, owner.websiteId)]);
    const crumb = req.server.vitrina.owners.formCrumb(req, reply, owner.websiteId);
    const notice = str((req.query as Record<string, unknown>).notice);
    const data: RolesData = {
      people, pending, crumb, selfId: owner.ownerId, inviteDays: INVITATION_DAYS,
      notice: status === 200 && (NOTICES as readonly string[]).includes(notice) ? t(`roles.notice.${notice}` as MessageKey) : undefined,
      ...extra,
    };
    return sendOwnerPage(req, reply, { section: 'roles', title: t('roles.title'), body: <RolesView data={data} />, status });
  }
  const done = (reply: FastifyReply, notice: (typeof NOTICES)[number]) => reply.header('cache-control', 'no-store').redirect(`/config/roles?notice=${notice}`, 303);
  const refused = (req: FastifyRequest, reply: FastifyReply, problem: RolesProblem) => page(req, reply, STATUS[problem], { error: t(`roles.error.${problem}` as MessageKey) });
  /** /config is outside the /api/ crumb guard: each form carries the crumb as a field. */
  const crumbRefused = (req: FastifyRequest, reply: FastifyReply) =>
    req.server.vitrina.owners.crumbs.refusal(req, req.owner!.websiteId) ? page(req, reply, 403, { error: t('roles.error.formExpired') }) : null;

  app.get('/config/roles', admins, (req, reply) => page(req, reply));

  app.post('/config/roles/invite', admins, async (req, reply) => {
    const expired = crumbRefused(req, reply);
    if (expired) return expired;
    const body = bodyFields(req);
    const email = str(body.email).trim().slice(0, 300);
    const role = roleParam(body.role);
    const site = await req.server.vitrina.owners.site(req.owner!);
    const result = await invite(db, req.owner!.websiteId, { email, role }, { siteTitle: site.website.title, origin: site.baseUrl, invitedBy: req.owner!.email });
    if ('token' in result) return done(reply, 'invited');
    const p = result.problem;
    const errors = p === 'emailInvalid' ? { email: t('roles.error.emailInvalid') } : p === 'roleInvalid' ? { role: t('roles.error.roleInvalid') } : undefined;
    return page(req, reply, STATUS[p], { invite: { email, role: Number.isNaN(role) ? undefined : role, errors }, ...(errors ? {} : { error: t(`roles.error.${p}` as MessageKey) }) });
  });

  app.post('/config/roles/:ownerId/role', admins, async (req, reply) => {
    const expired = crumbRefused(req, reply);
    if (expired) return expired;
    const result = await changeRole(db, req.owner!.websiteId, (req.params as { ownerId: string }).ownerId, roleParam(bodyFields(req).role));
    return 'problem' in result ? refused(req, reply, result.problem) : done(reply, 'changed');
  });

  app.post('/config/roles/:ownerId/remove', admins, async (req, reply) => {
    const expired = crumbRefused(req, reply);
    if (expired) return expired;
    const result = await removePerson(db, req.owner!.websiteId, (req.params as { ownerId: string }).ownerId);
    return 'problem' in result ? refused(req, reply, result.problem) : done(reply, 'removed');
  });

  app.post('/config/roles/invitations/:id/revoke', admins, async (req, reply) => {
    const expired = crumbRefused(req, reply);
    if (expired) return expired;
    await revokeInvitation(db, req.owner!.websiteId, (req.params as { id: string }).id);
    return done(reply, 'revoked');
  });

  acceptRoutes(app, db);
}

/** GET/POST /config/invitation: public, on the site of the Host; the token decides. */
function acceptRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  async function send(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, status: number, view: Omit<AcceptView, 'siteTitle' | 'crumb' | 'minLength'>) {
    const auth = req.server.vitrina.owners;
    const site = await auth.site(tenant);
    const html = renderOwnerDocument({
      site: { title: site.website.title, theme: site.website.theme },
      title: view.token ? t('roles.acceptTitle') : t('roles.acceptInvalidTitle'),
      assets: auth.assets,
      ownerCss: OWNER_CSS_URL,
      body: <AcceptInvitationPage view={{ ...view, siteTitle: site.website.title, crumb: auth.formCrumb(req, reply, tenant.websiteId), minLength: MIN_PASSWORD_LENGTH }} />,
    });
    // The token is in the address: never sent to another origin as a Referer (same-origin, not
    // no-referrer: that would make the form's own POST carry `Origin: null`, which the crumb refuses).
    return privateHtml(reply, status).header('referrer-policy', 'same-origin').send(html);
  }
  const viewOf = (token: string, inv: { email: string; role: number }) => ({ token, email: inv.email, roleName: roleName(inv.role) });

  app.get(INVITATION_PATH, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return reply.callNotFound();
    const token = str((req.query as Record<string, unknown>).token);
    const inv = await openInvitation(db, tenant.websiteId, token);
    return inv ? send(req, reply, tenant, 200, viewOf(token, inv)) : send(req, reply, tenant, 404, {});
  });

  app.post(INVITATION_PATH, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return reply.callNotFound();
    const body = bodyFields(req);
    const token = str(body.token);
    const inv = await openInvitation(db, tenant.websiteId, token);
    if (!inv) return send(req, reply, tenant, 404, {});
    if (req.server.vitrina.owners.crumbs.refusal(req, tenant.websiteId)) return send(req, reply, tenant, 403, { ...viewOf(token, inv), formError: t('roles.error.formExpired') });
    const result = await acceptInvitation(db, tenant.websiteId, token, str(body.password));
    if (result === 'passwordShort') return send(req, reply, tenant, 400, { ...viewOf(token, inv), passwordError: t('roles.acceptPasswordShort', { min: MIN_PASSWORD_LENGTH }) });
    if (result === 'invalid') return send(req, reply, tenant, 404, {});
    return reply.header('cache-control', 'no-store').redirect(`/config/login?next=${encodeURIComponent('/config')}`, 303);
  });
}
