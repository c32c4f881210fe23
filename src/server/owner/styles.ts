import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The small stylesheet of the /config pages (on top of the site's theme). Plain CSS read once
 * from src/page/owner/owner.css and served under a content-hashed URL, so visitors' pages never
 * load it and a browser keeps it until it changes.
 */
const CSS = readFileSync(new URL('../../page/owner/owner.css', import.meta.url), 'utf8');
const HASH = createHash('sha256').update(CSS).digest('hex').slice(0, 12);

/** URL of the owner stylesheet. */
export const OWNER_CSS_URL = `/config/assets/owner-${HASH}.css`;

/** Serves the owner stylesheet (public: it holds nothing private). */
export function ownerStyles(app: FastifyInstance): void {
  app.get(OWNER_CSS_URL, (_req, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(CSS),
  );
}
