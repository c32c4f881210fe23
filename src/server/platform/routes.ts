import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fieldErrors } from '../../shared/contracts/fields.ts';
import { platformCalls } from '../../shared/contracts/platform.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import type { Config } from '../config.ts';
import { sendError } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { recordingId } from './fullstory.ts';
import { PlacesError, PlacesProvider } from './places.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** What the platform calls are built from; tests inject the provider's fetch and the core count. */
export interface PlatformRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  config: Pick<Config, 'places' | 'fullstory' | 'sessionSecret'>;
  fetchFn?: typeof fetch;
  cores?: () => number;
}

/**
 * §7's places look-ups through a Nominatim-compatible server (PLACES_URL) and the session-recording
 * id (docs/platform-calls.md). Places: no server configured → 503 `placesNotConfigured`; bad query
 * or details without the tracking context → 400; past PLACES_PER_MINUTE per address → 429; the
 * provider late or failing → 503 `serviceUnavailable`; an unknown place → 404.
 */
export async function platformRoutes(app: FastifyInstance, opts: PlatformRoutesOptions): Promise<void> {
  const { places: placesConfig, fullstory, sessionSecret } = opts.config;
  const provider = placesConfig.url ? new PlacesProvider(placesConfig.url, placesConfig.timeoutMs, opts.fetchFn) : null;
  const limiter = new RateLimiter('places', { ipPerMinute: placesConfig.perMinute, visitorPerMinute: placesConfig.perMinute }, opts.limitStore);
  const { placesAutocomplete, placesDetails, fullstoryId } = platformCalls;

  /** The checks both look-ups share; undefined when the call may go on (the answer is sent otherwise). */
  const refuse = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    reply.header('cache-control', 'private, no-store');
    if (!req.site) return sendError(reply, 'notFound');
    if (!provider) return sendError(reply, 'placesNotConfigured');
    const wait = await limiter.check(req.ip, req.site.websiteId, parseVisitorRecord(req.cookies?.ss_cvr)?.id ?? null);
    if (wait > 0) return sendError(reply.header('retry-after', String(wait)), 'rateLimited');
    return undefined;
  };
  const failed = (reply: FastifyReply, err: unknown, log: FastifyInstance['log']) => {
    if (!(err instanceof PlacesError)) throw err;
    log.warn({ err: err.message }, 'places look-up failed');
    return sendError(reply, err.kind === 'notFound' ? 'notFound' : 'serviceUnavailable');
  };

  app.get(placesAutocomplete.path, async (req, reply) => {
    const refused = await refuse(req, reply);
    if (refused) return refused;
    const query = v.safeParse(placesAutocomplete.request, req.query ?? {});
    if (!query.success) return sendError(reply, 'badRequest', fieldErrors(query.issues));
    try {
      return reply.send({ places: await provider!.autocomplete(query.output.q, query.output.lang) });
    } catch (err) {
      return failed(reply, err, req.log);
    }
  });

  app.get(placesDetails.path, async (req, reply) => {
    const refused = await refuse(req, reply);
    if (refused) return refused;
    // §7: details needs the tracking context (product page and section); without it, 400 naming them.
    const query = v.safeParse(placesDetails.request, req.query ?? {});
    if (!query.success) return sendError(reply, 'badRequest', fieldErrors(query.issues));
    try {
      return reply.send({ place: await provider!.details(query.output.placeId, query.output.lang) });
    } catch (err) {
      return failed(reply, err, req.log);
    }
  });

  const rules = { ...fullstory, secret: sessionSecret, cores: opts.cores ?? availableParallelism };
  app.get(fullstoryId.path, async (req, reply) => {
    if (!req.site) return sendError(reply, 'notFound');
    const id = recordingId(rules, req.site.websiteId, parseVisitorRecord(req.cookies?.ss_cvr)?.id ?? null);
    return reply.header('cache-control', 'private, no-store').send({ id });
  });
}
