/**
 * The fonts domain: the self-hosted files of the offered font set (src/model/fonts.ts), served
 * from the site's own origin under /assets/fonts/ (no request to any font service). Other
 * modules import only this file.
 */
import type { FastifyInstance } from 'fastify';
import { fontFiles } from './files.ts';

export { FONT_PREFIX, fontUrls } from './files.ts';

/**
 * GET /assets/fonts/<name>: a file of the allow-list by its exact public name, as font/woff2 with
 * a year of immutable caching; any other name is a 404 (the name is only a map key).
 */
export async function fontRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/assets/fonts/:file', async (req, reply) => {
    const file = fontFiles().byName.get(req.params.file);
    if (!file) return reply.callNotFound();
    const etag = `"${file.name.split('.')[1]}"`;
    if (req.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .send(file.bytes);
  });
}
