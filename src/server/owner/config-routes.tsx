import type { FastifyInstance } from 'fastify';
import { DesignView } from '../../page/owner/DesignView.tsx';
import { SiteFrame } from '../../page/owner/SiteFrame.tsx';
import { t } from '../../shared/messages/index.ts';
import { requireOwner } from './auth.ts';
import { siteDesign } from './design.ts';
import { safeFrameUrl } from './frame-url.ts';
import { sendOwnerPage } from './page.tsx';

/** The framed page's own address in the top window, with `noredirect` (so "Ver sitio" stays on the site). */
export function viewSiteHref(frameUrl: string): string {
  const url = new URL(frameUrl, 'https://site.invalid/');
  url.searchParams.set('noredirect', '1');
  return url.pathname + url.search + url.hash;
}

/**
 * GET /config and /config/ (with `?frameUrl=`: the site inside the owner's area; without: 303 to
 * /config/analytics), GET /config/design (the site's styles) and every other /config/* path (the
 * owner area's 404). All behind the sign-in (`requireOwner` keeps the whole address as `next`).
 */
export function configRoutes(app: FastifyInstance): void {
  const guard = { preHandler: requireOwner };
  const home = async (req: Parameters<typeof requireOwner>[0], reply: Parameters<typeof requireOwner>[1]) => {
    const query = req.query as Record<string, unknown>;
    if (!Object.hasOwn(query, 'frameUrl')) return reply.header('cache-control', 'no-store').redirect('/config/analytics', 303);
    const src = safeFrameUrl(query.frameUrl);
    return sendOwnerPage(req, reply, { title: t('owner.frameTitle'), body: <SiteFrame src={src} />, siteHref: viewSiteHref(src), wide: true });
  };
  app.get('/config', guard, home);
  app.get('/config/', guard, home);

  app.get('/config/design', guard, async (req, reply) => {
    const site = await req.server.vitrina.owners.site(req.owner!);
    return sendOwnerPage(req, reply, { section: 'design', title: t('owner.designTitle'), body: <DesignView design={siteDesign(site)} /> });
  });

  // Any other /config path: the area's own 404 (es-419), after the sign-in like every page of it.
  app.get('/config/*', guard, (req, reply) =>
    sendOwnerPage(req, reply, {
      title: t('owner.notFoundTitle'),
      status: 404,
      body: (
        <>
          <p>{t('owner.notFoundText')}</p>
          <p>
            <a href="/config/analytics">{t('owner.notFoundBack')}</a>
          </p>
        </>
      ),
    }),
  );
}
