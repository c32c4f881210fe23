import type { FastifyRequest } from 'fastify';

/**
 * Every `[name, value]` pair of the request's Cookie header, in order, repeated names kept: a
 * sibling subdomain can add a cookie of the same name (Domain=parent, a longer Path to be sent
 * first), and reading only the first would let it shadow ours. Values are as sent (not decoded).
 */
export function cookiePairs(req: FastifyRequest): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    if (name) out.push([name, part.slice(eq + 1).trim()]);
  }
  return out;
}

/** Every value the request's Cookie header gives `name`, repeated names included, at most `max`. */
export function cookieValues(req: FastifyRequest, name: string, max = Infinity): string[] {
  const out: string[] = [];
  for (const [n, value] of cookiePairs(req)) if (n === name && out.length < max) out.push(value);
  return out;
}
