import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { isSiteRelativeLink } from '../../shared/validate/links.ts';
import { CRUMB_COOKIE, type Crumbs } from '../http/crumb.ts';
import type { SiteViews, Tenant } from '../sites/index.ts';
import type { OwnerService, OwnerSession } from './service.ts';
import { SESSION_COOKIE } from './session-token.ts';
import { cookieValues } from '../http/cookie-header.ts';

/** The signed-in owner of a /config request (set by `requireOwner`). */
export interface SignedInOwner extends OwnerSession {
  websiteId: string;
  /** The site's published version (cache keys). */
  version: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner; set on routes guarded by `requireOwner`. */
    owner?: SignedInOwner;
  }
}

/**
 * Sign-in state of requests: which owner (of the website the Host names) a session cookie
 * belongs to, the crumb of owner forms, and the site data /config pages show. One per app,
 * reached as `app.vitrina.owners`.
 */
export class OwnerAuth {
  private readonly minted = new WeakMap<FastifyRequest, string>();
  constructor(
    readonly service: OwnerService,
    readonly crumbs: Crumbs,
    private readonly siteViews: SiteViews,
    readonly assets: PageAssets,
  ) {}

  /** The owner signed in to the request's website (`req.site`), or null (no cookie: no database read). */
  async fromRequest(req: FastifyRequest, tenant: Tenant | null = req.site): Promise<SignedInOwner | null> {
    const tokens = sessionTokens(req);
    if (tokens.length === 0 || !tenant) return null;
    for (const token of tokens) {
      const session = await this.service.session(tenant.websiteId, token);
      if (session) return { ...session, websiteId: tenant.websiteId, version: tenant.version };
    }
    return null;
  }

  /** The request's valid crumb for the website, or a new one set as the `crumb` cookie (for hidden form fields). */
  formCrumb(req: FastifyRequest, reply: FastifyReply, websiteId: string): string {
    const existing = req.cookies[CRUMB_COOKIE];
    if (existing && this.crumbs.verify(websiteId, existing)) return existing;
    // One new crumb per answer, however many forms of the page ask (the page body and its bar).
    const minted = this.minted.get(req);
    if (minted) return minted;
    const crumb = this.crumbs.mint(websiteId);
    this.minted.set(req, crumb);
    reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false });
    return crumb;
  }

  /** The published site (name, theme) of a website. */
  site(tenant: Tenant): Promise<SiteView> {
    return this.siteViews.get(tenant);
  }
}

/**
 * Every `vitrina_session` cookie of the request (at most 3): a sibling subdomain can add one of
 * its own (Domain=parent, a longer Path to be sent first); reading only the first would let it
 * sign the owner out of this site.
 */
export function sessionTokens(req: FastifyRequest): string[] {
  return cookieValues(req, SESSION_COOKIE, 3);
}

/** The longest `next` kept through a sign-in. */
const MAX_NEXT = 1000;

/**
 * A preHandler for /config routes: lets the request through with `req.owner` set when it carries
 * a valid session of this website, otherwise answers 303 to /config/login?next=<this path>.
 * @example app.get('/config/forms', { preHandler: requireOwner }, async (req, reply) => sendOwnerPage(req, reply, …))
 */
export async function requireOwner(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const owner = await req.server.vitrina.owners.fromRequest(req);
  if (owner) {
    req.owner = owner;
    return;
  }
  reply.header('cache-control', 'no-store');
  // A URL longer than safeNext accepts would be dropped after sign-in anyway: leaving it out keeps Location bounded.
  await reply.redirect(req.url.length > MAX_NEXT ? '/config/login' : `/config/login?next=${encodeURIComponent(req.url)}`, 303);
}

/**
 * The path to go to after signing in: `next` when the URL parser reads it as a path of this site
 * under /config, else /config (the area's home, which sends each role
 * to the first section it may open). Refuses other hosts (`//evil`, `/\\evil`, `/\t/evil`),
 * schemes and control characters, and dot segments that climb out of /config.
 */
export function safeNext(next: unknown): string {
  const fallback = '/config';
  if (typeof next !== 'string' || next.length > MAX_NEXT || !isSiteRelativeLink(next)) return fallback;
  const url = new URL(next, 'https://site.invalid/');
  if (url.pathname !== '/config' && !url.pathname.startsWith('/config/')) return fallback;
  // The parser's own reading: what the browser will request, never a '//' that names a host.
  return url.pathname + url.search + url.hash;
}
