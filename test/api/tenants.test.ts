import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);
});
afterAll(() => t.close());

const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('two websites on one server', () => {
  it('each host sees its own site', async () => {
    expect((await get('flores.example.com', '/')).body).toContain('Florería Otra');
    expect((await get('otro.vitrina.test', '/')).body).toContain('Florería Otra');
    expect((await get('pan.example.com', '/')).body).toContain('Panadería Mini');
  });

  it("never serves one site's pages on the other's host", async () => {
    expect((await get('pan.example.com', '/blog')).statusCode).toBe(200);
    expect((await get('flores.example.com', '/blog')).statusCode).toBe(404);
    expect((await get('flores.example.com', '/blog/masa-madre')).statusCode).toBe(404);
  });

  it('localhost keeps serving the default (first) site', async () => {
    expect((await get('localhost', '/')).body).toContain('Panadería Mini');
  });
});
