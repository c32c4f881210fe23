import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** What static.ts needs of the blob store: a media file's local copy, fetched on a miss (undefined: no such file). */
export type FetchMedia = (websiteId: string, name: string) => Promise<string | undefined>;

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Built assets under /assets/ and media under /media/<websiteId>/. Both have content hashes in
 * their names, so they are cached for a year; assets are sent pre-compressed (.br, .gz made at
 * build time) when the client accepts it. Media of one site is not served on another's host.
 * A media file this process has no copy of is fetched from the blob store first (`fetchMedia`,
 * docs/media-store.md); its ETag is its name (which holds its hash), so every process answers
 * the same headers for it.
 */
export async function staticFiles(app: FastifyInstance, opts: { clientDir: string; dataDir: string; fetchMedia?: FetchMedia }) {
  const assetsDir = join(opts.clientDir, 'assets');
  const mediaDir = join(opts.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const longCache = { maxAge: '365d', immutable: true, cacheControl: true, etag: true, lastModified: false };

  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', preCompressed: true, decorateReply: false, ...longCache });
  }

  await app.register(async (media) => {
    media.addHook('onRequest', async (req, reply) => {
      const [, , websiteId, name, deeper] = req.url.split('?', 1)[0].split('/');
      if (!req.site || req.site.websiteId !== websiteId) return reply.callNotFound();
      if (!opts.fetchMedia || deeper !== undefined || !name) return;
      let file: string;
      try {
        file = decodeURIComponent(name);
      } catch {
        return;
      }
      let local: string | undefined;
      try {
        local = await opts.fetchMedia(websiteId, file);
      } catch (err) {
        req.log.error({ err, websiteId, file }, 'media: the blob store failed');
        return reply.callNotFound();
      }
      if (!local) return reply.callNotFound();
      const etag = `"${file}"`;
      reply.header('etag', etag);
      // A media player's next range asks `If-Range: <etag>`; send() no longer makes the ETag (it is
      // ours), so it would answer the whole file (200) to a range: an immutable name is always fresh.
      const ifRange = req.headers['if-range'];
      if (typeof ifRange === 'string' && ifRange.trim().replace(/^W\//, '') === etag) delete req.headers['if-range'];
      const asked = req.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
        return reply.code(304).header('cache-control', LONG_CACHE).send();
      }
    });
    await media.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, ...longCache, etag: !opts.fetchMedia });
  });
}
