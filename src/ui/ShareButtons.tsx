import { t } from '../shared/messages/index.ts';
import { blockScriptAttributes } from '../shared/islands.ts';
import { SocialIcon } from './SocialIcon.tsx';
import { NETWORK_NAMES, SHARE_NETWORKS, shareUrl, type ShareNetwork } from './social-networks.ts';
import { classList } from './class-list.ts';

/** What share buttons need: the page's absolute URL and title, and which buttons to show. */
export interface ShareButtonsProps {
  url: string;
  title: string;
  networks?: readonly ShareNetwork[];
  /** Adds «Copiar enlace» (shown once the copy script finds a clipboard). */
  copyLink?: boolean;
  /** Visible names beside the icons (else names only for assistive technology). */
  showLabels?: boolean;
}

/** The chunk that runs the copy button: the social links block's script (src/blocks/social-links). */
export const SHARE_SCRIPT = 'social-links';

/**
 * Share buttons: plain links to each network's share page, built on the server from the page's
 * URL and title (no third-party script, nothing requested until a click), and a copy button
 * that the `social-links` block script reveals and runs (clipboard + a polite status message).
 */
export function ShareButtons({ url, title, networks = SHARE_NETWORKS, copyLink = true, showLabels = false }: ShareButtonsProps) {
  const labelClass = showLabels ? 'social-list__label' : 'visually-hidden';
  return (
    <div className="share-buttons" {...(copyLink ? blockScriptAttributes(SHARE_SCRIPT) : {})}>
      <ul className={classList`social-list${showLabels ? ' social-list--labels' : ''}`} aria-label={t('social.shareLabel')}>
        {networks.map((network) => {
          const email = network === 'email';
          const name = email ? t('social.shareByEmail') : t('social.shareOn', { network: NETWORK_NAMES[network] });
          return (
            <li key={network}>
              <a
                className={classList`social-list__link social-list__link--${network}`}
                href={shareUrl(network, url, title, t('social.shareEmailBody', { title, url }))}
                {...(email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <SocialIcon network={network} />
                <span className={labelClass}>{name}</span>
                {email ? null : <span className="visually-hidden"> {t('page.opensInNewWindow')}</span>}
              </a>
            </li>
          );
        })}
        {copyLink ? (
          <li data-share-copy="" hidden>
            <button type="button" className="social-list__link social-list__link--copy" data-share-url={url}>
              <SocialIcon network="copy" />
              <span className={labelClass}>{t('social.copyLink')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {copyLink ? <p className="share-buttons__status" role="status" data-share-status="" data-copied={t('social.linkCopied')} data-failed={t('social.copyFailed')} /> : null}
    </div>
  );
}
