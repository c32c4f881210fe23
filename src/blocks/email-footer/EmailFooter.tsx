import { t } from '../../shared/messages/index.ts';
import { safeHref } from '../../ui/safe-href.ts';
import type { EmailFooterData } from './email-footer.schema.ts';

/** Email footer block: sender, postal address, why you receive it, unsubscribe link. Nothing when empty. */
export function EmailFooterBlock({ data }: { data: EmailFooterData }) {
  const lines = data.address.split('\n').map((l) => l.trim()).filter(Boolean);
  const unsubscribe = data.unsubscribeUrl ? safeHref(data.unsubscribeUrl, { mailto: true }) : undefined;
  if (!data.senderName && lines.length === 0 && !data.note && !unsubscribe) return null;
  return (
    <div className="email-footer" role="group" aria-label={t('social.emailFooterLabel')}>
      {data.senderName || lines.length > 0 ? (
        <address className="email-footer__address">
          {data.senderName ? <strong>{data.senderName}</strong> : null}
          {lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      ) : null}
      {data.note ? <p className="email-footer__note">{data.note}</p> : null}
      {unsubscribe ? (
        <p className="email-footer__unsubscribe">
          <a href={unsubscribe}>{t('social.unsubscribe')}</a>
        </p>
      ) : null}
    </div>
  );
}
