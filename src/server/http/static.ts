import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Built assets under /assets/ and media under /media/<websiteId>/. Both have content hashes in
 * their names, so they are cached for a year; assets are sent pre-compressed (.br, .gz made at
 * build time) when the client accepts it. Media of one site is not served on another's host.
 */
export async function staticFiles(app: FastifyInstance, opts: { clientDir: string; dataDir: string }) {
  const assetsDir = join(opts.clientDir, 'assets');
  const mediaDir = join(opts.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const longCache = { maxAge: '365d', immutable: true, cacheControl: true, etag: true, lastModified: false };

  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', preCompressed: true, decorateReply: false, ...longCache });
  }

  await app.register(async (media) => {
    media.addHook('onRequest', async (req, reply) => {
      const websiteId = req.url.split('/')[2];
      if (!req.site || req.site.websiteId !== websiteId) return reply.callNotFound();
    });
    await media.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, ...longCache });
  });
}
