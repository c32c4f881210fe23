import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DesignView } from '../../page/owner/DesignView.tsx';
import { sectionsFor } from '../../page/owner/OwnerLayout.tsx';
import { SiteFrame } from '../../page/owner/SiteFrame.tsx';
import { t } from '../../shared/messages/index.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { siteDesign } from './design.ts';
import { safeFrameUrl } from './frame-url.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission, roleName } from './permission.tsx';

/** The framed page's own address in the top window, with `noredirect` (so "Ver sitio" stays on the site). */
export function viewSiteHref(frameUrl: string): string {
  const url = new URL(frameUrl, 'https://site.invalid/');
  url.searchParams.set('noredirect', '1');
  return url.pathname + url.search + url.hash;
}

/**
 * GET /config and /config/ (with `?frameUrl=`: the site inside the owner's area; without: 303 to
 * the first section the role may open, or a home page naming the role when it opens none),
 * GET /config/design (the site's styles) and every other /config/* path (the owner area's 404).
 * All behind the sign-in and the permission table (`requirePermission`); a viewer gets the 403 page.
 */
export function configRoutes(app: FastifyInstance): void {
  const area = { preHandler: requirePermission(Permission.CONFIG) };
  const home = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = req.query as Record<string, unknown>;
    const role = req.owner!.role;
    if (!Object.hasOwn(query, 'frameUrl')) {
      const first = sectionsFor(role)[0];
      if (first) return reply.header('cache-control', 'no-store').redirect(first.href, 303);
      const body = (
        <>
          <p>{t('roles.homeIntro', { role: roleName(role) })}</p>
          <p>
            <a href={`/config/?frameUrl=${encodeURIComponent('/')}`}>{t('roles.homeSite')}</a>
          </p>
        </>
      );
      return sendOwnerPage(req, reply, { title: t('roles.homeTitle'), body });
    }
    const src = safeFrameUrl(query.frameUrl);
    return sendOwnerPage(req, reply, { title: t('owner.frameTitle'), body: <SiteFrame src={src} />, siteHref: viewSiteHref(src), wide: true });
  };
  app.get('/config', area, home);
  app.get('/config/', area, home);

  app.get('/config/design', { preHandler: requirePermission(Permission.DESIGN) }, async (req, reply) => {
    const site = await req.server.vitrina.owners.site(req.owner!);
    return sendOwnerPage(req, reply, { section: 'design', title: t('owner.designTitle'), body: <DesignView design={siteDesign(site)} /> });
  });

  // Any other /config path: the area's own 404 (es-419), after the sign-in like every page of it.
  app.get('/config/*', area, (req, reply) =>
    sendOwnerPage(req, reply, {
      title: t('owner.notFoundTitle'),
      status: 404,
      body: (
        <>
          <p>{t('owner.notFoundText')}</p>
          <p>
            <a href="/config">{t('owner.notFoundBack')}</a>
          </p>
        </>
      ),
    }),
  );
}
