import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBlock } from '../../src/blocks/registry.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { addVideoPage, FIXTURE_PLAYER, videoFixtureBlock } from '../fixtures/blocks/video-fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let unregister: () => void;
let videoPath: string;
beforeAll(async () => {
  unregister = registerFixtureBlock(videoFixtureBlock);
  t = await createTestApp();
  const site = readSite();
  videoPath = addVideoPage(site);
  await t.publish(site);
});
afterAll(async () => {
  await t?.close();
  unregister?.();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host: 'mini.vitrina.test' } });

describe('a per-page Content-Security-Policy', () => {
  it('a page with a video-like block allows that provider frame origin and nothing else', async () => {
    const res = await get(videoPath);
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`frame-src 'self' ${FIXTURE_PLAYER}`);
    expect(policy.replace(`; frame-src 'self' ${FIXTURE_PLAYER}`, '')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the policy is cached with the page: a second request and HEAD carry it too', async () => {
    const first = await get(videoPath);
    const again = await get(videoPath);
    const head = await get(videoPath, 'HEAD');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(head.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('a page without such a block keeps the strict default', async () => {
    for (const path of ['/', '/preguntas', '/blog']) {
      const res = await get(path);
      expect(res.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('the consent-bound frame is rendered inert: its URL waits in data-consent-src, no src', async () => {
    const res = await get(videoPath);
    expect(res.body).toContain(`data-consent-src="${FIXTURE_PLAYER}/embed/abc123"`);
    expect(res.body).not.toMatch(/<iframe[^>]* src=/);
  });
});
