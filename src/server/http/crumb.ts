import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOT } from '../../shared/contracts/call.ts';
import { crumbCalls } from '../../shared/contracts/crumb.ts';
import { sendError } from './errors.ts';
import { cookieValues } from './cookie-header.ts';

/** The cookie the runtime reads the crumb from (not HttpOnly for that reason). */
export const CRUMB_COOKIE = 'crumb';
/** The header a state-changing call sends the crumb in… */
export const CRUMB_HEADER = 'x-csrf-token';
/** …or the query parameter (beacons cannot set headers), or a field of a form body (§7 RecordEvent). */
export const CRUMB_PARAM = 'crumb';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for calls sent without a crumb by design (§7 analytics beacons: census, trace,
     * page speed). Only for calls that record and change nothing a visitor owns.
     */
    crumb?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SHAPE = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/;

/**
 * The crumb (CSRF token, SPEC §7/§8): `<random>.<HMAC(key, website id, random)>`. The random part
 * is the visitor's own; the signature binds it to one website, so a crumb minted on a sibling
 * tenant's subdomain never passes here even when it is planted as a cookie (cookie tossing).
 */
export class Crumbs {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a crumb can never be mistaken for another signed value.
    this.key = createHmac('sha256', secret).update('vitrina crumb v1').digest();
  }

  /** A new crumb for a visitor of `websiteId`. */
  mint(websiteId: string): string {
    const random = randomBytes(18).toString('base64url');
    return `${random}.${this.sign(random, websiteId)}`;
  }

  /** True when `crumb` was minted by this server for `websiteId`. */
  verify(websiteId: string, crumb: unknown): boolean {
    const m = typeof crumb === 'string' ? SHAPE.exec(crumb) : null;
    return m !== null && timingSafeEqual(Buffer.from(m[2]), Buffer.from(this.sign(m[1], websiteId)));
  }

  /** Sets a crumb cookie on the answer unless the request already has a valid one for the site; the crumb either way. */
  ensureCookie(req: FastifyRequest, reply: FastifyReply, websiteId: string): string {
    const valid = crumbCookies(req).find((c) => this.verify(websiteId, c));
    if (valid) return valid;
    const crumb = this.mint(websiteId);
    reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false });
    return crumb;
  }

  /** Why a state-changing call of `websiteId` is refused, or null when its crumb passes. */
  refusal(req: FastifyRequest, websiteId: string | undefined): string | null {
    if (!websiteId) return 'unknown site';
    const site = req.headers['sec-fetch-site'];
    if (site === 'same-site' || site === 'cross-site') return `sec-fetch-site ${site}`;
    const origin = req.headers.origin;
    if (origin !== undefined && originHost(origin) !== req.host.toLowerCase()) return 'foreign origin';
    const cookies = crumbCookies(req);
    const valid = cookies.filter((c) => this.verify(websiteId, c));
    if (valid.length === 0) return cookies.length ? 'invalid cookie' : 'no cookie';
    const sent = req.headers[CRUMB_HEADER] ?? field(req.query, CRUMB_PARAM) ?? field(req.body, CRUMB_PARAM);
    if (typeof sent !== 'string') return 'no token';
    return valid.includes(sent) ? null : 'token does not match cookie';
  }

  private sign(random: string, websiteId: string): string {
    return createHmac('sha256', this.key).update(`${websiteId}\n${random}`).digest('base64url');
  }
}

/**
 * Every `crumb` cookie of the request. A sibling subdomain can add one of its own (Domain=parent,
 * a longer Path to be sent first); reading only the first would let it lock the visitor out.
 */
function crumbCookies(req: FastifyRequest): string[] {
  return cookieValues(req, CRUMB_COOKIE);
}

function field(from: unknown, name: string): unknown {
  return from && typeof from === 'object' ? (from as Record<string, unknown>)[name] : undefined;
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/crumb`: the visitor's crumb, set as its cookie when missing. Pages set no cookie (a
 * CDN may keep them, docs/cdn.md): the data helper gets the crumb from a call's 403 and retries;
 * a call that cannot retry (analytics' RecordEvent, fired as a link is followed) asks here first.
 */
export function crumbRoute(app: FastifyInstance, opts: { crumbs: Crumbs }) {
  app.get(crumbCalls.crumb.path, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!req.site) return sendError(reply, 'notFound');
    return { crumb: opts.crumbs.ensureCookie(req, reply, req.site.websiteId) };
  });
}

/**
 * Checks the crumb of every state-changing call under /api/ (unless its route says
 * `config: { crumb: false }`), once the body is read and before it is validated: a missing or
 * wrong one is answered 403 `crumbFail` (§8) with a fresh crumb cookie, so the runtime retries once.
 */
export function crumbGuard(app: FastifyInstance, opts: { crumbs: Crumbs }) {
  app.addHook('preValidation', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith(API_ROOT)) return;
    if (req.routeOptions.config?.crumb === false) return;
    const tenant = req.site;
    const reason = opts.crumbs.refusal(req, tenant?.websiteId);
    if (reason === null) return;
    req.log.info({ reason }, 'crumb refused');
    if (tenant) opts.crumbs.ensureCookie(req, reply, tenant.websiteId);
    return sendError(reply, 'crumbFail');
  });
}
