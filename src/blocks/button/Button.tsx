import { isExternal } from '../../page/links.ts';
import { t } from '../../shared/messages/index.ts';
import type { ButtonData } from './button.schema.ts';

/** Button block: a link that looks like a button, aligned in its column. */
export function ButtonBlock({ data }: { data: ButtonData }) {
  const newWindow = data.newWindow;
  return (
    <div className={`button-block align-${data.alignment}`}>
      <a
        className={`btn btn--${data.style} btn--${data.size}`}
        href={data.href}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow || isExternal(data.href) ? 'noopener noreferrer' : undefined}
      >
        {data.label}
        {newWindow ? <span className="visually-hidden"> {t('page.opensInNewWindow')}</span> : null}
      </a>
    </div>
  );
}
