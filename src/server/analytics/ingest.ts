import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sendError } from '../http/errors.ts';
import type { TenantResolver } from '../sites/tenant.ts';
import { isUncounted } from './clients.ts';
import { fieldErrors } from './fields.ts';
import type { AnalyticsLimiter } from './rate-limit.ts';
import type { AnalyticsStore } from './store.ts';
import { visitorIdOf } from './visitor.ts';

/** What every ingestion route needs. */
export interface IngestDeps {
  tenants: TenantResolver;
  limiter: AnalyticsLimiter;
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

/** One ingestion route: its input schema, who the visitor is, and the rows it stores. */
export interface IngestRoute<S extends v.GenericSchema> {
  schema: S;
  /** The value validated; the parsed body by default. */
  input?(req: FastifyRequest): unknown;
  /** The visitor id for the per-visitor limit (null: the address limit only). */
  visitor(data: v.InferOutput<S>, ctx: IngestContext): string | null;
  store(data: v.InferOutput<S>, ctx: IngestContext): void;
}

/**
 * The handler of an ingestion route, the same steps for all: the website from the Host header
 * (404 when unknown); robots and prefetches answered 204 and not stored; the input checked
 * against the schema (400 naming each bad field); the rate limits (429); rows queued; 204.
 */
export function ingest<S extends v.GenericSchema>(deps: IngestDeps, route: IngestRoute<S>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const tenant = await deps.tenants.resolve(req.headers.host);
    if (!tenant) return sendError(reply, 'notFound');
    if (isUncounted(req.headers)) return noContent(reply);
    const parsed = v.safeParse(route.schema, route.input ? route.input(req) : req.body);
    if (!parsed.success) return sendError(reply, 'badRequest', fieldErrors(parsed.issues));
    const ctx: IngestContext = { websiteId: tenant.websiteId, now: Date.now(), req, userAgent: req.headers['user-agent'] ?? '' };
    const wait = deps.limiter.check(req.ip, ctx.websiteId, route.visitor(parsed.output, ctx));
    if (wait > 0) return sendError(reply.header('retry-after', String(wait)), 'rateLimited');
    route.store(parsed.output, ctx);
    return noContent(reply);
  };
}

/** The visitor id of the ss_cvr cookie the browser sent along (same-site beacons carry cookies). */
export function cookieVisitor(req: FastifyRequest): string | null {
  return visitorIdOf(req.cookies?.ss_cvr);
}

/** 204, not cached: the answer of every successful ingestion call. */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('cache-control', 'no-store').send();
}
