import { DEFAULT_CURRENCY, formatMoney } from '../../shared/money.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import { joinPath } from '../../shared/members.ts';
import type { MemberAreaData } from './member-area.schema.ts';

/**
 * Member area block: title, description, the pricing-options toggle (two options: left and
 * right buttons with `aria-pressed`, the first selected on the server), one price-and-join panel
 * per option (only the selected one shown) and the benefits. When the site's member area of
 * `areaId` is free (`joinable`), the join button is a link to its join page (docs/members.md);
 * otherwise it is disabled (`aria-disabled`, still focusable, described by the catalogue's note).
 */
export function MemberAreaBlock({ id, data, siteCurrency, joinable = false }: { id: string; data: MemberAreaData; siteCurrency?: string; joinable?: boolean }) {
  const currency = data.currency ?? siteCurrency ?? DEFAULT_CURRENCY;
  const toggle = data.options.length > 1;
  const soonId = `${id}-soon`;
  return (
    <div className="member-area" {...(toggle ? blockScriptAttributes('member-area') : {})} data-area-id={data.areaId}>
      <h3 className="member-area__title">{data.title}</h3>
      {data.description ? <p className="member-area__description">{data.description}</p> : null}
      {toggle ? (
        <div className="member-area__toggle" role="group" aria-label={t('social.pricingOptions')}>
          {data.options.map((option, i) => (
            <button key={i} type="button" className="member-area__choice" aria-pressed={i === 0} aria-controls={`${id}-option-${i}`} data-option={i}>
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      {data.options.map((option, i) => (
        <div key={i} className="member-area__option" id={`${id}-option-${i}`} data-option-panel={i} hidden={i !== 0}>
          <p className="member-area__price">
            {option.amountCents === 0 ? (
              <span className="member-area__amount">{t('members.free')}</span>
            ) : (
              <>
                <span className="member-area__amount">{formatMoney(option.amountCents, currency, { trimCents: true })}</span>{' '}
                <span className="member-area__interval">{t(`social.interval.${option.interval}`)}</span>
              </>
            )}
          </p>
          {option.note ? <p className="member-area__note">{option.note}</p> : null}
          {joinable ? (
            <a className="btn btn--primary member-area__join" href={joinPath(data.areaId)}>
              {t('social.join')}
            </a>
          ) : (
            <button type="button" className="btn btn--primary member-area__join" aria-disabled="true" aria-describedby={soonId}>
              {t('social.join')}
            </button>
          )}
        </div>
      ))}
      {joinable ? null : (
        <p className="member-area__soon" id={soonId}>
          {t('social.joinSoon')}
        </p>
      )}
      {data.benefits.length > 0 ? (
        <>
          <p className="member-area__benefits-title">{t('social.benefits')}</p>
          <ul className="member-area__benefits">
            {data.benefits.map((b, i) => (
              <li key={i}>{b}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
