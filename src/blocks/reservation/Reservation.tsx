import { BlockVariant } from '../../shared/enums.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import type { BlockContext } from '../block-meta.ts';
import { PROVIDERS, WIDGET_ATTRIBUTE } from './providers.ts';
import type { ReservationData } from './reservation.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** Props of the widget card: its data, its §3 type (a variant names the events flavour) and the page. */
export interface ReservationProps {
  data: ReservationData;
  type?: number;
  ctx: Pick<BlockContext, 'site' | 'current'>;
}

/**
 * The widget's card: the provider, the owner's title and line, and the button that loads the
 * provider's form — or, for a signed-in editor, a preview with the §5 notice and no button.
 */
export function ReservationBlock({ data, type, ctx }: ReservationProps) {
  const p = PROVIDERS[data.provider];
  const providerName = t(p.label);
  const action = type === BlockVariant.TABLE_BOOKING_EVENTS ? t('widgets.bookEvent') : t(p.action);
  const preview = ctx.current.signedIn;
  const scripted = preview
    ? {}
    : {
        ...blockScriptAttributes('reservation'),
        [WIDGET_ATTRIBUTE]: JSON.stringify({ ...data, asksConsent: ctx.site.asksConsent }),
        'data-msg-provider': providerName,
        'data-msg-loading': t('widgets.loading', { provider: p.name }),
        'data-msg-loaded': t('widgets.loaded', { provider: p.name }),
        'data-msg-failed': t('widgets.failed', { provider: p.name }),
        'data-msg-consent': t('widgets.waitingConsent'),
      };
  return (
    <div className={classList`reservation-block reservation-block--${data.provider}`} data-widget-state={preview ? 'preview' : 'idle'} {...scripted}>
      <div className="reservation-block__card">
        <div className="reservation-block__text">
          <p className="reservation-block__provider">{providerName}</p>
          {data.title ? <p className="reservation-block__title">{data.title}</p> : null}
          {data.description ? <p className="reservation-block__description">{data.description}</p> : null}
        </div>
        <div className="reservation-block__action">
          {preview ? (
            <div className="reservation-block__preview" role="note">
              <p className="reservation-block__preview-title">{t('widgets.previewOnlyTitle')}</p>
              <p>{t('widgets.previewOnlyBody')}</p>
            </div>
          ) : (
            <>
              <button type="button" className="btn btn--primary reservation-block__start" data-widget-start="">
                {action}
              </button>
              <p className="reservation-block__note">{t('widgets.loadsFrom', { host: new URL(p.scriptOrigin).host })}</p>
            </>
          )}
        </div>
      </div>
      {preview ? null : <p className="reservation-block__status" role="status" />}
      {preview ? null : <div className="reservation-block__mount" />}
    </div>
  );
}
