import type { BlockOrigin } from '../../blocks/block-meta.ts';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy every page satisfies unless its blocks need more: scripts only
 * from our own origin (the runtime and island chunks; the page context is inert JSON), inline
 * style attributes allowed for theme colours and focal points, no framing by other origins.
 */
const DEFAULT_DIRECTIVES: ReadonlyMap<string, readonly string[]> = new Map([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['object-src', ["'none'"]],
]);

const serialise = (directives: ReadonlyMap<string, readonly string[]>) => [...directives].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The strict default policy (every answer carries it; a page adds its blocks' origins). */
export const CONTENT_SECURITY_POLICY = serialise(DEFAULT_DIRECTIVES);

/**
 * A page's policy: the default plus the third-party origins its blocks declare, each only in
 * its own directive. A directive the default leaves to `default-src` (frame-src) starts from it,
 * so adding one frame origin allows that origin and `'self'`, nothing else.
 * @example pagePolicy([{ directive: 'frame-src', origin: 'https://player.vimeo.com' }])
 */
export function pagePolicy(origins: readonly BlockOrigin[]): string {
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  const directives = new Map(DEFAULT_DIRECTIVES);
  for (const { directive, origin } of origins) {
    const sources = directives.get(directive) ?? DEFAULT_DIRECTIVES.get('default-src')!;
    if (!sources.includes(origin)) directives.set(directive, [...sources, origin]);
  }
  return serialise(directives);
}

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Adds the security headers to every answer. */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(HEADERS);
  });
}
