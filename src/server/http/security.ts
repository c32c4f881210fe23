import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy every page satisfies: scripts only from our own origin (the
 * runtime and island chunks; the page context is inert JSON), inline style attributes allowed
 * for theme colours and focal points, no framing by other origins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

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
