/**
 * A digital product's download (issue 17, docs/commerce-digital.md): GET
 * `/commerce/descarga/{grantId}?t={token}` on the site's own host. The token is checked (constant
 * time), then the grant (this site only, not revoked, not expired) and one download is counted with
 * a guarded update before the file is streamed from the private downloads folder (fetched from the
 * blob store first when this process has no copy: docs/media-store.md). HEAD answers the
 * same headers without counting. Refusals are pages in the site's chrome, in Spanish: 404 for an
 * unknown grant or a wrong token, 410 for one expired, used up or revoked.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PageAssets } from '../../page/context.ts';
import { renderPage, renderStandaloneError } from '../../page/render.tsx';
import { DOWNLOAD_PATH } from '../../shared/downloads.ts';
import { PageType } from '../../shared/enums.ts';
import { t, type MessageKey } from '../../shared/messages/index.ts';
import type { Database } from '../db/schema.ts';
import type { SiteViews } from '../sites/index.ts';
import type { LocalBlobs } from '../blobs/index.ts';
import { downloadTokenOpens, grantById, refusal, takeDownload, type GrantRow } from './downloads.ts';

export interface DownloadRoutesOptions {
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  /** The session secret (order links, and download links from them). */
  secret: string;
  /** The blob store and this process's copies (`<dataDir>/downloads/…`, private). */
  blobs: LocalBlobs;
  now?: () => number;
}

type Reason = 'unknown' | 'revoked' | 'expired' | 'usedUp';
const PAGES: Record<Reason, { status: number; heading: MessageKey; text: MessageKey }> = {
  unknown: { status: 404, heading: 'downloads.notFoundTitle', text: 'downloads.notFoundText' },
  revoked: { status: 410, heading: 'downloads.revokedTitle', text: 'downloads.revokedText' },
  expired: { status: 410, heading: 'downloads.expiredTitle', text: 'downloads.expiredText' },
  usedUp: { status: 410, heading: 'downloads.usedUpTitle', text: 'downloads.usedUpText' },
};

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim() || 'descarga';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function downloadRoutes(app: FastifyInstance, opts: DownloadRoutesOptions): Promise<void> {
  const { db, siteViews, assets, secret } = opts;
  const now = opts.now ?? Date.now;
  const unknownSite = renderStandaloneError('not-found-site', assets);

  const privateHeaders = (reply: FastifyReply) =>
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer').header('x-content-type-options', 'nosniff');

  async function refuse(req: FastifyRequest, reply: FastifyReply, reason: Reason) {
    const page = PAGES[reason];
    const site = await siteViews.get(req.site!);
    const heading = t(page.heading);
    const text = t(page.text);
    const body = (
      <p>
        <a className="btn btn--primary btn--medium" href="/">
          {t('downloads.home')}
        </a>
      </p>
    );
    const path = req.url.split('?')[0];
    const html = renderPage({ site, path, pageType: PageType.NOT_FOUND, title: heading, description: text, message: { heading, text, body, className: 'download-page' } }, assets, { status: page.status });
    return privateHeaders(reply).code(page.status).header('content-type', 'text/html; charset=utf-8').send(html);
  }

  /** The grant the request names, if its token opens it on this site. */
  async function openGrant(req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>): Promise<GrantRow | undefined> {
    const id = req.params.id;
    if (!/^[0-9a-f]{24}$/.test(id)) return undefined;
    const grant = await grantById(db, req.site!.websiteId, id);
    return grant && downloadTokenOpens(secret, grant, req.query?.t) ? grant : undefined;
  }

  /** The local copy of the grant's file and its size, or undefined when it is gone from the store (or the store cannot be reached: logged). */
  async function storedFile(req: FastifyRequest, grant: GrantRow): Promise<{ path: string; size: number } | undefined> {
    try {
      const path = await opts.blobs.local('downloads', req.site!.websiteId, grant.file_key);
      return path ? { path, size: (await stat(path)).size } : undefined;
    } catch (err) {
      req.log.error({ err, key: grant.file_key }, 'digital file: the blob store failed');
      return undefined;
    }
  }

  const fileHeaders = (reply: FastifyReply, grant: GrantRow, size: number) =>
    privateHeaders(reply).header('content-type', grant.mime).header('content-length', size).header('content-disposition', contentDisposition(grant.file_name));

  type Req = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>;
  const route = `${DOWNLOAD_PATH}/:id`;

  app.get(route, { exposeHeadRoute: false }, async (req: Req, reply) => {
    if (!req.site) return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
    const grant = await openGrant(req);
    if (!grant) return refuse(req, reply, 'unknown');
    const file = await storedFile(req, grant);
    if (file === undefined) {
      req.log.error({ grant: grant.id, key: grant.file_key }, 'digital file missing from storage');
      return refuse(req, reply, 'unknown');
    }
    const taken = await takeDownload(db, req.site.websiteId, grant.id, now());
    if (!taken.ok) return refuse(req, reply, taken.reason);
    fileHeaders(reply, grant, file.size);
    return reply.send(createReadStream(file.path));
  });

  app.head(route, async (req: Req, reply) => {
    if (!req.site) return reply.code(404).header('cache-control', 'no-store').send();
    const grant = await openGrant(req);
    const file = grant && (await storedFile(req, grant));
    const why = grant && file ? refusal(grant, now()) : 'unknown';
    if (why) return privateHeaders(reply).code(PAGES[why].status).header('content-type', 'text/html; charset=utf-8').send();
    return fileHeaders(reply, grant!, file!.size).code(200).send();
  });
}
