import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { ariaCurrent } from '../navigation/nav-links.ts';
import { LOGO_HEIGHTS, type LogoData } from './logo.schema.ts';
import { classList } from '../../ui/class-list.ts';

/**
 * Logo block: the site's logo at the chosen height (width from its ratio), or the site's title as
 * text; a link home named «<site>: ir a la página de inicio», `aria-current` on the home page.
 */
export function LogoBlock({ data, ctx }: { data: LogoData; ctx: Pick<BlockContext, 'current' | 'site'> }) {
  const site = ctx.site;
  if (!site) return null;
  const height = LOGO_HEIGHTS[data.size];
  const logo = site.logo;
  const mark = logo ? (
    <ResponsiveImage
      className="logo-block__image"
      media={logo}
      height={height}
      width={Math.round((height * logo.width) / Math.max(logo.height, 1))}
      sizes={`${Math.round((height * logo.width) / Math.max(logo.height, 1))}px`}
      cropMode="contain"
      // Inside the link the image is the link's text: the link's own name says where it goes.
      alt={data.link ? '' : logo.alt || site.title}
    />
  ) : (
    <span className="logo-block__text">{site.title}</span>
  );
  return (
    <div className={classList`logo-block logo-block--${data.align}`}>
      {data.link ? (
        <a className="logo-block__link" href="/" aria-label={t('navigation.logoHome', { site: site.title })} aria-current={ariaCurrent('/', ctx.current)}>
          {mark}
        </a>
      ) : (
        mark
      )}
    </div>
  );
}
