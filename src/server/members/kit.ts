import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberArea } from '../../model/index.ts';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderStandaloneError } from '../../page/render.tsx';
import { VitrinaError } from '../../shared/errors.ts';
import { MEMBER_PATHS } from '../../shared/members.ts';
import { isSiteRelativeLink } from '../../shared/validate/links.ts';
import { CRUMB_COOKIE, type Crumbs } from '../http/crumb.ts';
import type { LimitStore } from '../http/limit-store.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { addressKey } from '../http/token-buckets.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard, type SignInLimits } from '../owner/index.ts';
import type { SiteViews, Tenant } from '../sites/index.ts';
import { endMemberSessions, setMemberCookie } from './auth.ts';
import { normaliseEmail, type MemberService } from './service.ts';

export interface MembersRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  service: MemberService;
  crumbs: Crumbs;
  siteViews: SiteViews;
  assets: PageAssets;
  /** The crumb of a page's forms (the request's valid one, or a new one set as its cookie). */
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  /** Sign-in limits (the owners' defaults: 5 per account and address, 20 per address, 20 per account in 15 minutes). */
  signInLimits?: SignInLimits;
  /** Sign-ups, reset and verification mails per minute per address (10 by default). */
  mailPerMinute?: number;
  /** The outbox worker, woken after a mail was queued. */
  worker?: { wake(): void } | null;
  /** Called when a member signs out: `keepCart` false for §7 `cloneCart=false` (app.ts clears the cart cookies then). */
  onSignOut?: (req: FastifyRequest, reply: FastifyReply, keepCart: boolean) => void;
}

/** Where to go after signing in: a path of this site (never another host), else the account page. */
export function memberNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 1000 || !isSiteRelativeLink(next)) return MEMBER_PATHS.account;
  const url = new URL(next, 'https://site.invalid/');
  return url.pathname + url.search;
}

/** The site's member area of an id, or undefined. */
export function memberArea(site: SiteView, id: unknown): MemberArea | undefined {
  return typeof id === 'string' ? (site.settings.memberAreas ?? []).find((a) => a.id === id) : undefined;
}

type Body = Record<string, unknown>;
/** A form or query value as text ('' when absent or not a string). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The request's query as fields. */
export const queryOf = (req: FastifyRequest): Body => (req.query && typeof req.query === 'object' ? (req.query as Body) : {});
/** Where an area's members land: its page, or the account page. */
export const landing = (area: MemberArea) => (area.landingUrlId ? `/${area.landingUrlId}` : MEMBER_PATHS.account);

/** What the members' routes share (routes.tsx builds it once): the options, the limits and the steps every page repeats. */
export interface MembersKit {
  opts: MembersRoutesOptions;
  service: MemberService;
  crumbs: Crumbs;
  assets: PageAssets;
  /** Sign-ups, reset and verification mails: per address, and per account. */
  mailLimit: RateLimiter;
  /** The request's site, or the unknown-site page sent (null). */
  siteOf(req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; site: SiteView } | null>;
  /** The site as its mails name it. */
  mailSite(site: SiteView): { title: string; origin: string };
  /** A 303 to `to`, never stored. */
  redirect(reply: FastifyReply, to: string): FastifyReply;
  /**
   * One sign-in attempt, counted before the password is checked (src/server/owner/sign-in-guard.ts):
   * the member id, null for wrong credentials (an unknown email answers the same), or the wait in ms.
   */
  attempt(req: FastifyRequest, websiteId: string, email: string, password: string): Promise<{ memberId: string | null } | { waitMs: number }>;
  /** Signs the member in: any session the request carries ends first, and a new one (new id) starts: no fixation. */
  startSession(req: FastifyRequest, reply: FastifyReply, websiteId: string, memberId: string, rememberMe: boolean): Promise<void>;
  /** A fresh crumb for a new session, set as the crumb cookie: the §7 xsrfToken. */
  rotateCrumb(req: FastifyRequest, reply: FastifyReply, websiteId: string): string;
}

/** The kit of one app's members' routes. */
export function membersKit(opts: MembersRoutesOptions): MembersKit {
  const { service, crumbs, siteViews, assets } = opts;
  const guard = new SignInGuard(opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, opts.limitStore, 'members-sign-in');
  // Per address, and per account (reset and verification links: 3 a minute to one address, whoever asks).
  const mailLimit = new RateLimiter('members-mail', { ipPerMinute: opts.mailPerMinute ?? 10, visitorPerMinute: 3 }, opts.limitStore);
  const unknownSite = renderStandaloneError('not-found-site', assets);
  return {
    opts,
    service,
    crumbs,
    assets,
    mailLimit,
    async siteOf(req, reply) {
      const tenant = req.site;
      if (!tenant) {
        reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
        return null;
      }
      return { tenant, site: await siteViews.get(tenant) };
    },
    mailSite: (site) => ({ title: site.website.title, origin: site.baseUrl }),
    redirect: (reply, to) => reply.header('cache-control', 'no-store').redirect(to, 303),
    async attempt(req, websiteId, email, password) {
      const admitted = await guard.admit({ websiteId, email: normaliseEmail(email), address: addressKey(req.ip), device: null });
      if ('waitMs' in admitted) return admitted;
      try {
        const memberId = await service.checkPassword(websiteId, email, password);
        await guard.settle(admitted.ticket, memberId ? 'success' : 'failure');
        return { memberId };
      } catch (err) {
        await guard.settle(admitted.ticket, 'unchecked');
        // The password-check queue is full (src/server/owner/password.ts): try again in a second.
        if (err instanceof VitrinaError && err.code === 'rateLimited') return { waitMs: 1000 };
        throw err;
      }
    },
    async startSession(req, reply, websiteId, memberId, rememberMe) {
      await endMemberSessions(service, req, reply, websiteId);
      const { token } = await service.openSession(websiteId, memberId, rememberMe);
      setMemberCookie(req, reply, token, rememberMe);
    },
    rotateCrumb(req, reply, websiteId) {
      const crumb = crumbs.mint(websiteId);
      reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false });
      return crumb;
    },
  };
}
