import fc from 'fast-check';
import type { Seed, SeedContext } from './seeds.ts';

/** A request ready to send: what `inject` and the socket client both take. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which mutations made it, for the failure report. */
  label: string;
}

type Fields = Record<string, unknown>;
type Mutation = { label: string; apply(s: Seed, c: SeedContext): Seed | FuzzRequest };

/** Values that do not belong where a string is expected, and strings no one expects. */
const hostile = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[[]]], '', ' ', '\u0000', 'null', 'undefined', '__proto__', 'constructor'),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.string({ maxLength: 16 }).map((s) => `${s}\u0000${s}\ud800${s}\uffff`),
  fc.object({ maxDepth: 3, maxKeys: 4 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.double(),
);

const pickField = (fields: Fields, i: number): string | undefined => {
  const keys = Object.keys(fields);
  return keys.length ? keys[i % keys.length] : undefined;
};

const withFields = (s: Seed, f: (fields: Fields) => Fields): Seed => (s.body ? { ...s, body: { ...s.body, fields: f({ ...s.body.fields }) } } : s);

/** Every kind of damage the issue lists, as fast-check arbitraries over a seed. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), hostile).map(([i, value]): Mutation => ({ label: 'field replaced', apply: (s) => withFields(s, (f) => { const k = pickField(f, i); if (k) f[k] = value; return f; }) })),
  fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), hostile).map(([k, value]): Mutation => ({ label: 'unknown field', apply: (s) => withFields(s, (f) => ({ ...f, [k]: value })) })),
  fc.nat().map((i): Mutation => ({ label: 'field missing', apply: (s) => withFields(s, (f) => { const k = pickField(f, i); if (k) delete f[k]; return f; }) })),
  fc.nat().map((i): Mutation => ({ label: 'nested JSON string damaged', apply: (s) => withFields(s, (f) => { const k = pickField(f, i); if (k && typeof f[k] === 'string') f[k] = (f[k] as string).slice(0, Math.max(0, (f[k] as string).length - 3)) + '{"'; return f; }) })),
  fc.constantFrom<Mutation>(
    { label: 'no crumb', apply: (s) => ({ ...s, headers: omit(s.headers, 'cookie', 'x-csrf-token') }) },
    { label: 'foreign crumb', apply: (s, c) => { const crumb = c.app.vitrina.crumbs.mint(c.foreignWebsiteId); return { ...s, headers: { ...s.headers, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb } }; } },
    { label: 'garbage crumb', apply: (s) => ({ ...s, headers: { ...s.headers, cookie: 'crumb=%00%ff;crumb=' + 'a'.repeat(5000), 'x-csrf-token': '\u00ff'.repeat(10) } }) },
    { label: 'cross-site fetch', apply: (s) => ({ ...s, headers: { ...s.headers, 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' } }) },
    { label: 'unknown host', apply: (s) => ({ ...s, headers: { ...s.headers, host: 'nadie.vitrina.test' } }) },
    { label: 'hostile host', apply: (s) => ({ ...s, headers: { ...s.headers, host: 'mini.vitrina.test:99999@evil.example' } }) },
    { label: 'body as array', apply: (s) => (s.body ? { ...s, body: { type: 'json', fields: [s.body.fields] as never } } : s) },
    { label: '10,000 query parameters', apply: (s) => ({ ...s, url: s.url + (s.url.includes('?') ? '&' : '?') + Array.from({ length: 10_000 }, (_, i) => `p${i}=${i}`).join('&') }) },
    { label: 'repeated query parameter', apply: (s) => ({ ...s, url: s.url + (s.url.includes('?') ? '&' : '?') + 'token=a&token=b&next=x&next=y&period=1&period=2' }) },
    { label: 'oversized body', apply: (s) => raw(s, 'application/json', JSON.stringify({ x: 'x'.repeat(2 * 1024 * 1024) })) },
    { label: 'wrong content type', apply: (s) => raw(s, 'application/xml', '<a>1</a>') },
    { label: 'multipart without boundary', apply: (s) => raw(s, 'multipart/form-data', '--x\r\n\r\n') },
    { label: 'JSON that is not JSON', apply: (s) => raw(s, 'application/json', '{"a":') },
    { label: 'JSON with __proto__', apply: (s) => raw(s, 'application/json', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}') },
    { label: 'deep JSON', apply: (s) => raw(s, 'application/json', '['.repeat(5000) + ']'.repeat(5000)) },
    { label: 'text/plain form', apply: (s) => raw(s, 'text/plain;charset=UTF-8', 'event=1&data=%7B%7D%00') },
    { label: 'charset nonsense', apply: (s) => raw(s, 'application/json; charset=utf-99', '{}') },
    { label: 'empty body with JSON type', apply: (s) => raw(s, 'application/json', '') },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((q): Mutation => ({ label: 'unicode query', apply: (s) => ({ ...s, url: s.url + (s.url.includes('?') ? '&' : '?') + 'next=' + encodeURIComponent(q) + '&period=' + encodeURIComponent(q) }) })),
);

const omit = (h: Record<string, string>, ...keys: string[]) => Object.fromEntries(Object.entries(h).filter(([k]) => !keys.includes(k)));

function raw(s: Seed, type: string, payload: string): FuzzRequest {
  return { method: s.method, url: s.url, headers: { ...s.headers, 'content-type': type }, payload, label: '' };
}

/** A seed serialised as the browser would: JSON or a form body. */
function serialise(s: Seed): FuzzRequest {
  if (!s.body) return { method: s.method, url: s.url, headers: s.headers, label: '' };
  if (s.body.type === 'json') return { method: s.method, url: s.url, headers: { ...s.headers, 'content-type': 'application/json' }, payload: JSON.stringify(s.body.fields), label: '' };
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(s.body.fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return { method: s.method, url: s.url, headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString(), label: '' };
}

/** One to three mutations applied to the seed, in order; the labels say which. */
export function fuzzedRequest(seed: Seed, c: SeedContext): fc.Arbitrary<FuzzRequest> {
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => {
    let s: Seed | FuzzRequest = seed;
    for (const m of ms) if (!('label' in s)) s = m.apply(s, c);
    const req = 'label' in s ? s : serialise(s);
    if (!['GET', 'HEAD'].includes(seed.method) || req.payload === undefined) return { ...req, label: ms.map((m) => m.label).join(' + ') };
    // GET and HEAD carry no body: a body mutation becomes the same damage in the query.
    return { ...omitBody(req), url: req.url + (req.url.includes('?') ? '&' : '?') + 'q=' + encodeURIComponent(req.payload.slice(0, 4000)), label: ms.map((m) => m.label).join(' + ') };
  });
}

function omitBody(r: FuzzRequest): FuzzRequest {
  const { payload: _p, ...rest } = r;
  return { ...rest, headers: omit(r.headers, 'content-type') };
}

/** Path values for `:param` and `*`: plausible, hostile and malformed. */
export const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('sobre-nosotros', 'contacto', 'x', '', '..', '%2e%2e%2f', '%00', 'a'.repeat(600), 'ñandú', '%F0%9F%98%80', 'index.html', 'a/b/c', '%E0%A4%A', '\u00e9'),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-f0-9]{24}$/),
);
