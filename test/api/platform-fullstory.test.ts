import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';
import { sampled } from '../../src/server/platform/index.ts';

// §7 GET /api/commerce/fullstory/getId (docs/platform-calls.md): an id only when the toggle, the
// sample and more than 2 cores allow; otherwise 'mock', which means "skip".
const HOST = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
let cores = 4;
const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
let on: (typeof apps)[number];
let off: (typeof apps)[number];
let half: (typeof apps)[number];

beforeAll(async () => {
  on = await createTestApp({ FULLSTORY_ENABLED: 'true', FULLSTORY_SAMPLE_PERCENT: '100' }, { platform: { cores: () => cores } });
  off = await createTestApp({ FULLSTORY_ENABLED: 'false', FULLSTORY_SAMPLE_PERCENT: '100' }, { platform: { cores: () => 16 } });
  half = await createTestApp({ FULLSTORY_ENABLED: 'true', FULLSTORY_SAMPLE_PERCENT: '50' }, { platform: { cores: () => 16 } });
  apps.push(on, off, half);
}, 60_000);
afterAll(async () => {
  for (const a of apps) await a.close();
});

const visitor = (id: string) => `ss_cvr=${id}|1700000000000|1700000000000|1700000000000|1`;
const getId = async (app: typeof on, cookie?: string, host = HOST) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/commerce/fullstory/getId', headers: { host, ...(cookie ? { cookie } : {}) } });
  return res;
};

describe('GET /api/commerce/fullstory/getId', () => {
  it('toggle on, sampled, 4 cores: a stable pseudonymous id per visitor, never the visitor id', async () => {
    cores = 4;
    const a = await getId(on, visitor('visitante-uno'));
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('private, no-store');
    const id = a.json().id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toContain('visitante');
    expect((await getId(on, visitor('visitante-uno'))).json().id).toBe(id);
    expect((await getId(on, visitor('visitante-dos'))).json().id).not.toBe(id);
  });

  it('2 cores or fewer: mock (skip)', async () => {
    for (const n of [1, 2]) {
      cores = n;
      expect((await getId(on, visitor('visitante-uno'))).json()).toEqual({ id: 'mock' });
    }
    cores = 3;
    expect((await getId(on, visitor('visitante-uno'))).json().id).not.toBe('mock');
  });

  it('toggle off: mock; no visitor cookie (or a malformed one): mock', async () => {
    cores = 16;
    expect((await getId(off, visitor('visitante-uno'))).json()).toEqual({ id: 'mock' });
    expect((await getId(on)).json()).toEqual({ id: 'mock' });
    expect((await getId(on, 'ss_cvr=%00%00')).json()).toEqual({ id: 'mock' });
  });

  it('the sample flag: at 50 %, exactly the visitors the hash samples get an id', async () => {
    let ids = 0;
    for (let i = 0; i < 40; i++) {
      const v = `visitante-${i}`;
      const { id } = (await getId(half, visitor(v))).json();
      expect(id !== 'mock', v).toBe(sampled(SITE, v, 50));
      if (id !== 'mock') ids++;
    }
    expect(ids).toBeGreaterThan(5);
    expect(ids).toBeLessThan(35);
  });

  it('an unknown host: the §8 404', async () => {
    const res = await getId(on, visitor('x'), 'nadie.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });
});
