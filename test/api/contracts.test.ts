import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../src/shared/contracts/index.ts';
import { createTestApp } from '../helpers/app.ts';

// Every call of src/shared/contracts is a route of the app, with the contract's method and path:
// the server registers `contract.path`, so a contract without a route (or a route moved away from
// its contract) shows here, on both databases.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calls = Object.entries(ALL_CALLS).flatMap(([domain, byName]) => Object.entries(byName).map(([name, c]) => [`${domain}.${name}`, c.method, c.path] as const));

describe('the shared contracts and the app’s routes', () => {
  it.each(calls)('%s: %s %s is a route', (_name, method, path) => {
    expect(t.app.hasRoute({ method, url: path })).toBe(true);
  });

  it('(a path with no route is seen as such: the /api/* not-found route is no match)', () => {
    expect(t.app.hasRoute({ method: 'POST', url: '/api/census/Nope' })).toBe(false);
  });
});
