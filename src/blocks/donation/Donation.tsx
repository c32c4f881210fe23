import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import { donateHref, type DonationData } from './donation.schema.ts';
import { classList } from '../../ui/class-list.ts';

/**
 * Donation block: the cause and its «Donar» button to the donation checkout. A block without a
 * donation page has no button; its root names the `donation` script, which logs §8's console
 * message (and is the only thing that script does).
 */
export function DonationBlock({ data }: { data: DonationData }) {
  const button = data.donatePageId !== '';
  return (
    <div className={classList`donation-block donation-block--${data.align}`} {...(button ? {} : { ...blockScriptAttributes('donation'), 'data-donation-no-button': '' })}>
      {data.title ? <h3 className="donation-block__title">{data.title}</h3> : null}
      {data.text ? <p className="donation-block__text">{data.text}</p> : null}
      {button ? (
        <a className="btn btn--primary donation-block__button" href={donateHref(data.donatePageId)}>
          {data.buttonLabel || t('social.donate')}
        </a>
      ) : null}
    </div>
  );
}
