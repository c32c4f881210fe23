import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST, MINI_ID, requestKey } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { answerProblem, type Answer } from './harness/answers.ts';
import { recordFigure, scale, SOAK } from './harness/figures.ts';
import { fuzzedRequest, pathValue, type FuzzRequest } from './harness/mutations.ts';
import { concretePath, listRoutes, type AppRoute } from './harness/routes.ts';
import { seedFor, type SeedContext } from './harness/seeds.ts';
import { sendOverSocket } from './harness/socket.ts';

// Issue 10, "fuzz every route": every route Fastify serves gets generated and mutated requests,
// through inject and through real sockets; none may answer 5xx or leave an unhandled rejection,
// every error keeps the §8 shape, and the home page still answers 200 after each route.
const CASES_INJECT = scale(16, 10_000);
const CASES_SOCKET = scale(4, 500);
// Every loop is bounded in time too: a route stops at its count or its budget, whichever comes
// first, and the figures say how many cases ran (RELIABILITY_ROUTE_SECONDS lengthens the soak).
const ROUTE_BUDGET_MS = scale(1_200, 1_000 * Number(process.env.RELIABILITY_ROUTE_SECONDS ?? 8));
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);
const FOREIGN_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
let routes: AppRoute[];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  // Limits high, so that requests get past the rate limiter into the code behind it.
  // A places provider (docs/platform-calls.md) that knows no place, in process: look-ups get past the
  // "not configured" 503 into the code behind it, with no network.
  const places = { fetchFn: (async () => new Response('[]', { status: 200 })) as typeof fetch };
  t = await createTestApp({ FORMS_IP_PER_MINUTE: '100000000', FORMS_VISITOR_PER_MINUTE: '100000000', ANALYTICS_IP_PER_MINUTE: '100000000', ANALYTICS_VISITOR_PER_MINUTE: '100000000', PLACES_URL: 'http://places.invalid', PLACES_PER_MINUTE: '100000000' }, { platform: places });
  const other = readSite();
  other.website = { ...other.website, id: FOREIGN_ID, identifier: 'otro', domains: [] };
  other.collections = other.collections.map((c: any, i: number) => ({ ...c, id: `bbbbbbbbbbbbbbbbbbbbbb${String(i).padStart(2, '0')}` }));
  await t.publish(other);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  routes = listRoutes(t.app);
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await t?.close();
});

async function context(): Promise<SeedContext> {
  const key = (await requestKey(t.app)).json().key as string;
  return { app: t.app, host: MINI_HOST, websiteId: MINI_ID, foreignWebsiteId: FOREIGN_ID, key };
}

/** The fuzzed requests of one route: `count` of them, drawn in chunks so huge bodies do not pile up. */
async function* requestsFor(route: AppRoute, count: number, salt: number): AsyncGenerator<FuzzRequest> {
  const arb = fc.tuple(fc.array(pathValue, { minLength: 3, maxLength: 3 }), fc.nat()).chain(([values]) => {
    let i = 0;
    const path = concretePath(route.path, () => values[i++ % values.length]);
    return fc.constant(path);
  });
  for (let done = 0; done < count; done += 50) {
    const c = await context();
    const n = Math.min(50, count - done);
    const paths = fc.sample(arb, { numRuns: n, seed: SEED + salt + done });
    for (let i = 0; i < n; i++) {
      const seed = seedFor(route, c, paths[i]);
      yield fc.sample(fuzzedRequest(seed, c), { numRuns: 1, seed: SEED + salt + done + i })[0];
    }
  }
}

interface Tally {
  cases: number;
  failures: string[];
}

function judge(tally: Tally, route: AppRoute, req: FuzzRequest, res: Answer) {
  tally.cases++;
  const problem = answerProblem(req, res);
  if (!problem) return;
  const line = `${route.method} ${route.path} [${req.label}] ${req.method} ${req.url.slice(0, 120)} → ${problem}`;
  tally.failures.push(`${line}; body ${res.body.slice(0, 200)}`);
}

async function homeStillUp(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/', headers: { host: MINI_HOST } })).statusCode;
}

async function fuzz(via: 'inject' | 'socket', count: number): Promise<Tally> {
  const tally: Tally = { cases: 0, failures: [] };
  for (const [r, route] of routes.entries()) {
    const deadline = Date.now() + (via === 'inject' || !SOAK ? ROUTE_BUDGET_MS : ROUTE_BUDGET_MS / 3);
    const batch: Promise<void>[] = [];
    for await (const req of requestsFor(route, count, r * 100_003 + (via === 'socket' ? 7 : 0))) {
      if (Date.now() > deadline) break;
      batch.push(
        (async () => {
          if (via === 'inject') {
            const res = await t.app.inject({ method: req.method as never, url: req.url, headers: req.headers, payload: req.payload, remoteAddress: '127.0.0.1' });
            // Judged by the address the server was given: inject resolves dot segments as a URL parser
            // does (`/api/blocks/../../frame` reaches the server as the page `/frame`), a socket sends them raw.
            judge(tally, route, { ...req, url: res.raw.req.url ?? req.url }, { status: res.statusCode, headers: res.headers, body: res.body });
          } else {
            const res = await sendOverSocket(port, req);
            // Node's client refused to write it (so no server ever would see it), or the server cut an oversized upload short.
            if (res === null || (res.status === 0 && (req.payload?.length ?? 0) > 1_000_000)) return;
            judge(tally, route, req, res);
          }
        })().catch((err) => {
          tally.failures.push(`${route.method} ${route.path} [${req.label}] threw ${err}`);
        }),
      );
      if (batch.length >= 8) await Promise.all(batch.splice(0));
    }
    await Promise.all(batch);
    const home = await homeStillUp();
    if (home !== 200) tally.failures.push(`home page answered ${home} after fuzzing ${route.method} ${route.path}`);
  }
  return tally;
}

function report(via: string, tally: Tally) {
  recordFigure('fuzz', `routes`, routes.length);
  recordFigure('fuzz', `cases (${via})`, tally.cases);
  recordFigure('fuzz', `failures (${via})`, tally.failures.length);
  recordFigure('fuzz', 'unhandled rejections', rejections.length);
}

describe(`fuzz every route (seed ${SEED}${SOAK ? ', soak' : ''})`, () => {
  it('lists the routes from Fastify itself, the known ones among them', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(expect.arrayContaining(['POST /api/form/SaveFormSubmission', 'POST /api/census/RecordHit', 'GET /config/login', 'GET /healthz', 'GET /*']));
  });

  it('through inject: 0 answers ≥ 500, every error in the §8 shape, home still 200, 0 unhandled rejections', async () => {
    const tally = await fuzz('inject', CASES_INJECT);
    report('inject', tally);
    expect(tally.cases).toBeGreaterThanOrEqual(routes.length * 2); // every route reached, whatever the machine's load
    expect(tally.failures).toEqual([]);
    expect(rejections).toEqual([]);
  }, scale(120_000, 900_000));

  it('through real sockets: the same', async () => {
    const tally = await fuzz('socket', CASES_SOCKET);
    report('socket', tally);
    expect(tally.cases).toBeGreaterThanOrEqual(routes.length * 2);
    expect(tally.failures).toEqual([]);
    expect(rejections).toEqual([]);
  }, scale(120_000, 900_000));
});
