/**
 * A paid order's download links (issue 17, docs/commerce-digital.md) as its page and its receipt
 * show them: each grant's file, the link, the downloads left and the date it expires (site's time
 * zone), or why it no longer opens. The shared order page and mail each add one line for these.
 */
import { downloadPath } from '../../shared/downloads.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import { downloadToken, refusal, type GrantRow } from './downloads.ts';
import type { OrderDetails } from './order-view.tsx';

interface LinkView {
  grant: GrantRow;
  href: string;
  left: number;
  expires: string;
  /** Why it no longer opens (undefined: it does). */
  closed?: string;
}

/** Each grant's link as drawn now; `baseUrl` makes them absolute (mails). */
function linkViews(details: OrderDetails, orderLinkToken: string, timeZone: string | undefined, now: number, baseUrl = ''): LinkView[] {
  return (details.downloads ?? []).map((grant) => {
    const why = refusal(grant, now);
    return {
      grant,
      href: `${baseUrl}${downloadPath(grant.id, downloadToken(orderLinkToken, grant.id))}`,
      left: Math.max(0, grant.max_downloads - grant.downloads_used),
      expires: formatDate(grant.expires_at, 'long', timeZone),
      closed: why === 'revoked' ? t('downloads.revokedShort') : why === 'expired' ? t('downloads.expiredShort') : why === 'usedUp' ? t('downloads.usedUpShort') : undefined,
    };
  });
}

/** The order's downloads as a list (the order page, the receipt's HTML); nothing when it has none. */
export function DownloadLinks({ details, token, timeZone, baseUrl, now = Date.now() }: { details: OrderDetails; token?: string; timeZone?: string; baseUrl?: string; now?: number }) {
  if (!token || !details.downloads?.length) return null;
  const links = linkViews(details, token, timeZone, now, baseUrl);
  return (
    <section className="order-downloads" aria-labelledby="order-downloads-title">
      <h2 className="order__subtitle" id="order-downloads-title">
        {t('downloads.heading')}
      </h2>
      <ul className="order-downloads__list">
        {links.map((l) => (
          <li key={l.grant.id} className="order-downloads__item">
            {l.closed ? (
              <>
                <span className="order-downloads__name">{l.grant.file_name}</span> — {l.closed}
              </>
            ) : (
              <>
                <a className="btn btn--primary btn--medium" href={l.href} download={l.grant.file_name}>
                  {t('downloads.download', { name: l.grant.file_name })}
                </a>
                <span className="order-downloads__meta">
                  {' '}
                  {t('downloads.left', { count: l.left })}. {t('downloads.expires', { date: l.expires })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The receipt's plain-text lines for the downloads (none when the order has none). */
export function downloadMailLines(details: OrderDetails, token: string, baseUrl: string, timeZone?: string, now = Date.now()): string[] {
  if (!details.downloads?.length) return [];
  const lines = linkViews(details, token, timeZone, now, baseUrl).map((l) => t('downloads.mail.line', { name: l.grant.file_name, url: l.href, left: t('downloads.left', { count: l.left }), date: l.expires }));
  return ['', `${t('downloads.heading')}:`, ...lines, t('downloads.note')];
}
