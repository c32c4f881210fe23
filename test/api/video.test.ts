import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The real video block (src/blocks/video) on a published site: the page's policy, the markup.
const ID = 'dQw4w9WgXcQ';
const FRAME_SRC = "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  const page = (urlId: string, n: string, blocks: unknown[]) => ({
    id: `aaaaaaaaaaaaaaaaaaaaaa${n}`, urlId, title: 'Video', type: 10,
    layout: { sections: [{ id: 's', rows: blocks.map((block) => ({ blocks: [block] })) }] },
  });
  site.collections.push(
    page('video', '91', [
      { id: 'clip', type: BlockType.VIDEO, data: { url: `https://www.youtube.com/watch?v=${ID}`, title: 'Nuestro taller' } },
      { id: 'otro', type: BlockType.VIDEO, data: { url: 'https://vimeo.com/76979871' } },
    ]),
    page('video-roto', '92', [{ id: 'roto', type: BlockType.VIDEO, data: { url: 'javascript:alert(1)' } }]),
  );
  await t.publish(site);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'mini.vitrina.test' } });

describe('a page with a video block', () => {
  it('allows the two player origins as frame-src, and nothing else beyond the default', async () => {
    const res = await get('/video');
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toBe(`${CONTENT_SECURITY_POLICY}; ${FRAME_SRC}`);
  });

  it('other pages keep the strict default', async () => {
    for (const path of ['/', '/preguntas', '/blog']) {
      const res = await get(path);
      expect(res.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('renders placeholders: the player URL waits in an attribute, no frame, a labelled play button', async () => {
    const { body } = await get('/video');
    expect(body).toContain(`data-video-src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;enablejsapi=1"`);
    expect(body).toContain('data-video-src="https://player.vimeo.com/video/76979871?autoplay=1"');
    expect(body).toContain('aria-label="Reproducir video: Nuestro taller"');
    expect(body).toContain('aria-label="Reproducir video"');
    expect(body).toContain('padding-top:56.3%');
    expect(body).not.toContain('<iframe');
    expect(body).not.toMatch(/\ssrc="https:\/\/(www\.youtube|player\.vimeo)/);
  });

  it('an invalid embed shows the §8 error, never a 500, and nothing to frame', async () => {
    const res = await get('/video-roto');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('La integración del video no es válida.');
    expect(res.body).not.toContain('javascript:alert');
    expect(res.body).not.toContain('data-video-src');
  });
});
