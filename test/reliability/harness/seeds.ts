import type { FastifyInstance } from 'fastify';
import { hitBody } from '../../../src/server/analytics/test-client.ts';
import { payload } from '../../../src/server/forms/test-client.ts';
import { everyFieldForm } from '../../../src/shared/forms/test-form.ts';
import type { AppRoute } from './routes.ts';

/** A request before mutation: what a well-behaved browser would send to the route. */
export interface Seed {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  /** Fields of a JSON or form body; undefined for no body. */
  body?: { type: 'json' | 'form'; fields: Record<string, unknown> };
}

/** The site the fuzzed requests are for, and a second site whose crumbs must not pass there. */
export interface SeedContext {
  app: FastifyInstance;
  host: string;
  websiteId: string;
  foreignWebsiteId: string;
  /** A form submission key issued for the site (valid until used). */
  key: string;
}

/**
 * Valid bodies of the routes we know. A route missing here is still fuzzed, from an empty body
 * of each kind: covered the day it is added, and better covered once its seed is written here.
 */
const KNOWN: Record<string, (c: SeedContext) => Seed['body']> = {
  '/api/form/SaveFormSubmission': (c) => ({ type: 'json', fields: payload(everyFieldForm.id, c.key, { nombre: 'Ana', email: 'ana@ejemplo.com' }) }),
  '/api/census/RecordHit': () => ({ type: 'form', fields: Object.fromEntries(new URLSearchParams(hitBody('http://mini.vitrina.test/'))) }),
  '/api/events/RecordEvent': () => ({ type: 'form', fields: { event: '1', data: JSON.stringify({ url: 'http://mini.vitrina.test/', name: 'x' }) } }),
  '/api/events/RecordJavascriptErrors': () => ({ type: 'json', fields: { errors: [{ message: 'x', url: 'http://mini.vitrina.test/', line: 1 }] } }),
  '/api/1/performance/records': () => ({ type: 'json', fields: { records: [{ url: 'http://mini.vitrina.test/', ttfb: 10 }] } }),
  '/config/login': () => ({ type: 'form', fields: { email: 'duena@ejemplo.com', password: 'una contraseña larga', next: '/config/analytics' } }),
  '/newsletter/unsubscribe': () => ({ type: 'form', fields: { token: 'x'.repeat(43) } }),
};

/** Query strings of the routes that read one. */
const QUERIES: Record<string, string> = {
  '/newsletter/confirm': '?token=' + 'a'.repeat(43),
  '/newsletter/unsubscribe': '?token=' + 'a'.repeat(43),
  '/config/login': '?next=%2Fconfig%2Fanalytics',
  '/config/analytics': '?period=30d',
  '/api/track/Track': '?event=1&url=http%3A%2F%2Fmini.vitrina.test%2F',
};

/** The well-formed request for `route`, with a valid crumb for the site. */
export function seedFor(route: AppRoute, c: SeedContext, path: string): Seed {
  const crumb = c.app.vitrina.crumbs.mint(c.websiteId);
  const headers: Record<string, string> = { host: c.host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' };
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const body = hasBody ? (KNOWN[route.path]?.(c) ?? { type: 'json' as const, fields: {} }) : undefined;
  return { method: route.method, url: path + (QUERIES[route.path] ?? ''), headers, body };
}
