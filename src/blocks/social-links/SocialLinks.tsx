import { t } from '../../shared/messages/index.ts';
import { ShareButtons } from '../../ui/ShareButtons.tsx';
import { SocialIcon } from '../../ui/SocialIcon.tsx';
import { NETWORK_NAMES, socialLink, type SocialLink } from '../../ui/social-networks.ts';
import type { BlockPage } from '../types.ts';
import type { SocialLinksData } from './social-links.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** The accessible name of an account link: the owner's label, else the network, else the host. */
function linkName(link: SocialLink, label: string): string {
  if (label) return label;
  if (link.network === 'email') return t('social.network.email');
  if (link.network === 'website') return link.host;
  return NETWORK_NAMES[link.network];
}

/** The links a visitor may follow, each once: unsafe or malformed URLs are dropped. */
export function followLinks(data: SocialLinksData): { link: SocialLink; name: string }[] {
  const seen = new Set<string>();
  const out: { link: SocialLink; name: string }[] = [];
  for (const { url, label } of data.links) {
    const link = socialLink(url);
    if (!link || seen.has(link.href)) continue;
    seen.add(link.href);
    out.push({ link, name: linkName(link, label.trim()) });
  }
  return out;
}

/** Social links block: the site's accounts as icon links, or share buttons for this page. */
export function SocialLinksBlock({ data, current }: { data: SocialLinksData; current: BlockPage }) {
  const className = `social-links social-links--${data.size} social-links--${data.align}`;
  const heading = data.title ? <p className="social-links__title">{data.title}</p> : null;
  if (data.kind === 'share') {
    return (
      <div className={className}>
        {heading}
        <ShareButtons url={current.url} title={current.title} networks={data.networks} copyLink={data.copyLink} showLabels={data.showLabels} />
      </div>
    );
  }
  const links = followLinks(data);
  if (links.length === 0) return null;
  const labelClass = data.showLabels ? 'social-list__label' : 'visually-hidden';
  return (
    <div className={className}>
      {heading}
      <ul className={classList`social-list${data.showLabels ? ' social-list--labels' : ''}`} aria-label={data.title || t('social.followLabel')}>
        {links.map(({ link, name }) => (
          <li key={link.href}>
            <a
              className={classList`social-list__link social-list__link--${link.network}`}
              href={link.href}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <SocialIcon network={link.network} />
              <span className={labelClass}>{name}</span>
              {link.network === 'email' ? null : <span className="visually-hidden"> {t('page.opensInNewWindow')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
