import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors.ts';
import { isUncounted } from './clients.ts';
import { fieldErrors } from '../../shared/contracts/fields.ts';
import { visitorIdOf } from '../../shared/visitor-cookie.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { AnalyticsStore } from './store.ts';

/** What every ingestion route needs. */
export interface IngestDeps {
  limiter: RateLimiter;
  store: AnalyticsStore;
  /** Key of the daily anonymous visitor hash (the session secret). */
  secret: string;
}

/** The request around a validated input, for building rows. */
export interface IngestContext {
  websiteId: string;
  /** Arrival time (epoch ms): every row's created_at. */
  now: number;
  req: FastifyRequest;
  userAgent: string;
}

/** Who sent a call, as far as the per-visitor limit needs (null: the address limit only). */
export interface Sender {
  visitorId: string | null;
}

/** One ingestion route: its input schema, who sent it, and the rows it stores. */
export interface IngestRoute<S extends v.GenericSchema, W extends Sender> {
  schema: S;
  /** The value validated; the parsed body by default. */
  input?(req: FastifyRequest): unknown;
  /** Who sent the call (worked out once, passed on to `store`). */
  sender(data: v.InferOutput<S>, ctx: IngestContext): W;
  store(data: v.InferOutput<S>, ctx: IngestContext, sender: W): void;
}

/**
 * The handler of an ingestion route, the same steps for all: the website from the Host header
 * (404 when unknown); robots and prefetches answered 204 and not stored; the input checked
 * against the schema (400 naming each bad field); the rate limits (429); rows queued; 204.
 */
export function ingest<S extends v.GenericSchema, W extends Sender>(deps: IngestDeps, route: IngestRoute<S, W>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    if (isUncounted(req.headers)) return noContent(reply);
    const parsed = v.safeParse(route.schema, route.input ? route.input(req) : req.body);
    if (!parsed.success) return sendError(reply, 'badRequest', fieldErrors(parsed.issues));
    const ctx: IngestContext = { websiteId: tenant.websiteId, now: Date.now(), req, userAgent: req.headers['user-agent'] ?? '' };
    const sender = route.sender(parsed.output, ctx);
    const wait = await deps.limiter.check(req.ip, ctx.websiteId, sender.visitorId);
    if (wait > 0) return sendError(reply.header('retry-after', String(wait)), 'rateLimited');
    route.store(parsed.output, ctx, sender);
    return noContent(reply);
  };
}

/** The visitor id of the ss_cvr cookie the browser sent along (same-site beacons carry cookies). */
export function cookieVisitor(req: FastifyRequest): string | null {
  return visitorIdOf(req.cookies?.ss_cvr) ?? null;
}

/** The sender of a call that names no visitor in its body: the one of the ss_cvr cookie. */
export const cookieSender = (_data: unknown, ctx: IngestContext): Sender => ({ visitorId: cookieVisitor(ctx.req) });

/** 204, not cached: the answer of every successful ingestion call. */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('cache-control', 'no-store').send();
}
