import type { CoverPage } from '../../model/cover-page.ts';
import { t } from '../../shared/messages/index.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { SocialIcon } from '../../ui/SocialIcon.tsx';
import { NETWORK_NAMES, socialLink, type SocialLink } from '../../ui/social-networks.ts';
import type { PageModel, RenderContext } from '../context.ts';
import { classList } from '../../ui/class-list.ts';

const EMPTY: CoverPage = { layout: 'centred', overlay: 'dark', text: '', buttons: [], social: [] };

/** A social link's accessible name: the owner's label, else the network, else the host. */
function linkName(link: SocialLink, label: string): string {
  if (label) return label;
  if (link.network === 'email') return t('social.network.email');
  return link.network === 'website' ? link.host : NETWORK_NAMES[link.network];
}

/**
 * A cover page (§2 page type 3, src/model/cover-page.ts, docs/site-states.md): the whole screen,
 * a background image around its focal point (decorative: the text says it all), the title, a text,
 * the buttons and the social links, in one of three layouts (`cover--centred`, `--card`, `--split`).
 */
export function CoverPageView({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  const collection = model.collection!;
  const cover = collection.cover ?? EMPTY;
  const found = ctx.media(cover.mediaId);
  const media = found && cover.focalPoint ? { ...found, focalPoint: { x: cover.focalPoint.x, y: cover.focalPoint.y } } : found;
  const seen = new Set<string>();
  const social = cover.social.flatMap(({ url, label }) => {
    const link = socialLink(url);
    if (!link || seen.has(link.href)) return [];
    seen.add(link.href);
    return [{ link, name: linkName(link, label.trim()) }];
  });
  const overlay = media ? cover.overlay : 'none';
  return (
    <div className={classList`cover cover--${cover.layout} cover--overlay-${overlay}${media ? '' : ' cover--plain'}`}>
      {media ? (
        <div className="cover__media">
          <ResponsiveImage media={media} sizes={cover.layout === 'split' ? '(min-width: 48em) 50vw, 100vw' : '100vw'} eager alt="" className="cover__image" />
        </div>
      ) : null}
      <div className="cover__body">
        <p className="cover__site">{model.site.website.title}</p>
        <h1 className="cover__title">{cover.title || collection.title}</h1>
        {cover.text ? <p className="cover__text">{cover.text}</p> : null}
        {cover.buttons.length ? (
          <ul className="cover__actions">
            {cover.buttons.map((b) => (
              <li key={b.href + b.label}>
                <a className={classList`btn btn--${b.style} btn--large`} href={b.href}>
                  {b.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {social.length ? (
          <ul className="cover__social" aria-label={t('social.followLabel')}>
            {social.map(({ link, name }) => (
              <li key={link.href}>
                <a className="cover__social-link" href={link.href} {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                  <SocialIcon network={link.network} />
                  <span className="visually-hidden">
                    {name}
                    {link.network === 'email' ? '' : ` ${t('page.opensInNewWindow')}`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
