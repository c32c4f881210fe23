import { BLOCK_FRAME_ROUTE } from '../../shared/contracts/blocks-paths.ts';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Block, Layout } from '../../model/index.ts';
import { CodeData } from '../../blocks/code/code.schema.ts';
import { HtmlData } from '../../blocks/html/html.schema.ts';
import { BlockType } from '../../shared/enums.ts';
import { OWNER_FRAME_POLICY, ownerFrameDocument } from '../../shared/owner-frame.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import { isLocked } from './locked.ts';
import { siteLocked, visitorAccess, type AccessSource } from './access.ts';
import { collectionFromRow } from './repo.ts';
import type { SiteViews } from './site-views.ts';

export interface BlockFrameRoutesOptions {
  db: Kysely<Database>;
  siteViews: SiteViews;
  /** What a visitor may see (app.ts): nothing of a site behind its whole-site lock until it is unlocked. */
  access?: readonly AccessSource[];
}

/**
 * `GET /api/blocks/:collectionId/:blockId/frame`: the owner code of one block, as a document of
 * its own for the block's sandboxed frame (src/shared/owner-frame.ts). The code comes from the
 * published site only — a code block marked to run, or an html block with scripts — and only
 * when the site allows owner scripts; anything else (unknown site, page or block, a locked page,
 * a block with nothing to run, scripts not allowed) is the §8 not-found answer.
 * The answer carries its own policy (`sandbox allow-scripts`: an opaque origin even when opened
 * directly), may be framed only by the site's pages, and is not readable by other sites.
 */
export async function blockFrameRoutes(app: FastifyInstance, opts: BlockFrameRoutesOptions) {
  const { db, siteViews } = opts;

  app.get<{ Params: { collectionId: string; blockId: string } }>(BLOCK_FRAME_ROUTE, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const site = await siteViews.get(tenant);
    if (site.settings.ownerScripts !== true) return sendError(reply, 'notFound');
    if (site.settings.siteLock && siteLocked(site, await visitorAccess(opts.access ?? [], req, tenant))) return sendError(reply, 'notFound');
    const { collectionId, blockId } = req.params;
    const row = await db.selectFrom('collections').selectAll().where('website_id', '=', tenant.websiteId).where('id', '=', collectionId).executeTakeFirst();
    if (!row) return sendError(reply, 'notFound');
    const collection = collectionFromRow(row);
    if (isLocked(collection)) return sendError(reply, 'notFound');
    const html = frameHtml(findBlock(collection.layout, blockId));
    if (html === undefined) return sendError(reply, 'notFound');
    return sendFrame(req.headers['if-none-match'], reply, ownerFrameDocument(html));
  });
}

/** The owner HTML a block runs in its frame, or undefined when it has none. */
export function frameHtml(block: Block | undefined): string | undefined {
  if (!block) return undefined;
  if (block.type === BlockType.CODE) {
    const data = v.safeParse(CodeData, block.data);
    return data.success && data.output.run && data.output.code.trim() !== '' ? data.output.code : undefined;
  }
  if (block.type === BlockType.HTML) {
    const data = v.safeParse(HtmlData, block.data);
    return data.success ? data.output.frameHtml : undefined;
  }
  return undefined;
}

function findBlock(layout: Layout | undefined, blockId: string): Block | undefined {
  for (const section of layout?.sections ?? []) for (const row of section.rows) for (const block of row.blocks) if (block.id === blockId) return block;
  return undefined;
}

function sendFrame(ifNoneMatch: string | string[] | undefined, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', OWNER_FRAME_POLICY)
    // Revalidated on every load: a publish changes it, and the ETag makes that a 304.
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'same-origin')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer');
  if (ifNoneMatch === etag) return reply.code(304).send();
  return reply.code(200).send(body);
}
