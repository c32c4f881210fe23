import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { OwnerBar, OwnerContent, type OwnerSection } from '../../page/owner/OwnerLayout.tsx';
import { renderOwnerDocument } from '../../page/owner/document.tsx';
import { OWNER_CSS_URL } from './styles.ts';

/** Headers of every /config answer: for this person only, never stored by a cache. */
export function privateHtml(reply: FastifyReply, status = 200): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store');
}

/**
 * Sends a signed-in /config page in the shared owner layout (bar with the site name,
 * navigation, logout), in the site's theme, with no script. Call after `requireOwner`.
 * @example return sendOwnerPage(req, reply, { section: 'forms', title: t('owner.navForms'), body: <FormsList … /> })
 */
export async function sendOwnerPage(req: FastifyRequest, reply: FastifyReply, opts: { section: OwnerSection; title: string; body: ReactNode; status?: number }): Promise<FastifyReply> {
  const owner = req.owner;
  if (!owner) throw new Error('sendOwnerPage needs requireOwner first');
  const auth = req.server.vitrina.owners;
  const site = await auth.site(owner);
  const crumb = auth.formCrumb(req, reply, owner.websiteId);
  const html = renderOwnerDocument({
    site: { title: site.website.title, theme: site.website.theme },
    title: opts.title,
    assets: auth.assets,
    ownerCss: OWNER_CSS_URL,
    header: <OwnerBar chrome={{ siteTitle: site.website.title, email: owner.email, crumb, current: opts.section }} />,
    body: <OwnerContent heading={opts.title}>{opts.body}</OwnerContent>,
  });
  return privateHtml(reply, opts.status).send(html);
}
