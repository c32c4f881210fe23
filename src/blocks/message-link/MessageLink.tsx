import { t } from '../../shared/messages/index.ts';
import { safeHref } from '../../ui/safe-href.ts';
import type { MessageLinkData } from './message-link.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** In-browser message link: «Ver este correo en el navegador»; nothing when the URL is unsafe. */
export function MessageLinkBlock({ data }: { data: MessageLinkData }) {
  const href = safeHref(data.url);
  if (!href) return null;
  return (
    <p className={classList`message-link message-link--${data.align}`}>
      <a href={href}>{data.label || t('social.viewInBrowser')}</a>
    </p>
  );
}
