import type { FastifyRequest } from 'fastify';

/**
 * Whether a post was sent from another site, as the browser says in `Sec-Fetch-Site` or `Origin`
 * (a request with neither, from a client that is no browser, is not). For plain forms on pages
 * that carry no crumb field: SaveComment and Unlock.
 */
export function fromAnotherSite(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'same-site' || fetchSite === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== req.host.toLowerCase();
  } catch {
    return true;
  }
}
