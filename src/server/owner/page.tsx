import { OwnerTimeZone } from '../../page/owner/time-zone.tsx';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { OwnerBar, OwnerContent, type OwnerSection } from '../../page/owner/OwnerLayout.tsx';
import { renderOwnerDocument } from '../../page/owner/document.tsx';
import { OWNER_CSS_URL } from './styles.ts';

/** Headers of every /config answer: for this person only, never stored by a cache. */
export function privateHtml(reply: FastifyReply, status = 200): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store');
}

/** What a signed-in /config page is made of. */
export interface OwnerPageOptions {
  /** The section marked current in the bar; none for the framed site and unknown pages. */
  section?: OwnerSection;
  title: string;
  body: ReactNode;
  status?: number;
  /** Where "Ver sitio" goes (default: the site root with noredirect). */
  siteHref?: string;
  /** The body fills the width and brings its own h1 (the framed site) instead of the content column. */
  wide?: boolean;
}

/**
 * Sends a signed-in /config page in the shared owner layout (bar with the site name,
 * navigation, logout), in the site's theme, with no script. Call after `requireOwner`.
 * @example return sendOwnerPage(req, reply, { section: 'forms', title: t('owner.navForms'), body: <FormsList … /> })
 */
export async function sendOwnerPage(req: FastifyRequest, reply: FastifyReply, opts: OwnerPageOptions): Promise<FastifyReply> {
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
    header: <OwnerBar chrome={{ siteTitle: site.website.title, email: owner.email, role: owner.role, crumb, current: opts.section, siteHref: opts.siteHref }} />,
    // The framed site has a banner and a main of its own: the area's are named apart.
    mainLabel: opts.wide ? opts.title : undefined,
    body: <OwnerTimeZone.Provider value={site.settings.timeZone ?? 'UTC'}>{opts.wide ? opts.body : <OwnerContent heading={opts.title}>{opts.body}</OwnerContent>}</OwnerTimeZone.Provider>,
  });
  return privateHtml(reply, opts.status).send(html);
}
