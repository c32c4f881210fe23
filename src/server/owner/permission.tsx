import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sectionsFor } from '../../page/owner/OwnerLayout.tsx';
import { catalogue, t, type MessageKey } from '../../shared/messages/index.ts';
import { mayAny, type Permission } from '../../shared/owner/permissions.ts';
import { API_ROOT } from '../../shared/contracts/call.ts';
import { sendError } from '../http/errors.ts';
import { requireOwner, sessionTokens } from './auth.ts';
import { sendOwnerPage } from './page.tsx';

/** A preHandler made by `requirePermission`, carrying what it checks (the route test reads it). */
export interface PermissionGuard {
  (req: FastifyRequest, reply: FastifyReply): Promise<void>;
  readonly permissions: readonly Permission[];
}

/** The name of a §3 role in es-419 ("Administrador"); the number for an unknown one. */
export function roleName(role: number): string {
  const key = `roles.name.${role}`;
  return Object.hasOwn(catalogue, key) ? t(key as MessageKey) : String(role);
}

/**
 * A preHandler for every /config page and owner call: the signed-in owner of this website
 * (`requireOwner`: else 303 to the sign-in, or 401 `loginRequired` for an /api/ call) whose role
 * holds at least one of `permissions` (src/shared/owner/permissions.ts). Refused: 403, the
 * owner area's own page (es-419) for pages and forms, the §8 `authorizationFail` for /api/ calls.
 * @example app.get('/config/analytics', { preHandler: requirePermission(Permission.STATS) }, handler)
 */
export function requirePermission(...permissions: Permission[]): PermissionGuard {
  const guard = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const api = req.url.startsWith(API_ROOT);
    if (api) {
      const owner = sessionTokens(req).length > 0 ? await req.server.vitrina.owners.fromRequest(req) : null;
      if (!owner) {
        await sendError(reply.header('cache-control', 'no-store'), 'loginRequired');
        return;
      }
      req.owner = owner;
    } else {
      await requireOwner(req, reply);
      if (!req.owner) return;
    }
    if (mayAny(req.owner.role, permissions)) return;
    if (api) await sendError(reply.header('cache-control', 'no-store'), 'authorizationFail');
    else await forbidden(req, reply);
  };
  return Object.assign(guard, { permissions });
}

/** The owner area's 403 page: what the role is, and the sections it may open instead. */
export function forbidden(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const role = req.owner!.role;
  const open = sectionsFor(role);
  return sendOwnerPage(req, reply, {
    title: t('roles.forbiddenTitle'),
    status: 403,
    body: (
      <>
        <p>{t('roles.forbiddenText', { role: roleName(role) })}</p>
        {open.length === 0 ? (
          <p>{t('roles.forbiddenNothing')}</p>
        ) : (
          <>
            <p>{t('roles.forbiddenOpen')}</p>
            <ul>
              {open.map((s) => (
                <li key={s.id}>
                  <a href={s.href}>{t(s.label)}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    ),
  });
}

/** One route of the app as the permission test sees it. */
export interface GuardedRoute {
  method: string;
  url: string;
  /** The permissions its guard checks; null: no `requirePermission` guard. */
  permissions: readonly Permission[] | null;
}

const routesOf = new WeakMap<FastifyInstance, GuardedRoute[]>();

/**
 * Records every route registered after it (call at the root, before the plugins): the table-driven
 * test walks them, so a /config route or owner call added without a guard fails it.
 */
export function recordRoutes(app: FastifyInstance): void {
  const list: GuardedRoute[] = [];
  routesOf.set(app, list);
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat() as unknown[];
    const guard = handlers.find((h): h is PermissionGuard => typeof h === 'function' && Array.isArray((h as Partial<PermissionGuard>).permissions));
    for (const method of [route.method].flat()) list.push({ method, url: route.url, permissions: guard?.permissions ?? null });
  });
}

/** The routes `recordRoutes` saw on this app. */
export function recordedRoutes(app: FastifyInstance): readonly GuardedRoute[] {
  return routesOf.get(app) ?? [];
}
