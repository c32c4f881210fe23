import { isExternal } from '../../ui/links.ts';
import { BUTTON_CENSUS_ATTRIBUTE } from '../../shared/census.ts';
import { t } from '../../shared/messages/index.ts';
import type { ButtonData } from './button.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** The button census fields (§7 button-render, button-click) the runtime sends for this block (src/runtime/tracking/buttons.ts). */
export function buttonCensus(id: string, data: ButtonData): string {
  // Written once per block: a published site's block data is kept per version (sites/site-views.ts).
  const kept = censusOf.get(data);
  if (kept?.id === id) return kept.json;
  const json = JSON.stringify({
    id,
    buttonText: data.label,
    clickthroughUrl: data.href,
    alignment: data.alignment,
    size: data.size,
    newWindow: data.newWindow,
    context: 'block',
  });
  censusOf.set(data, { id, json });
  return json;
}

const censusOf = new WeakMap<ButtonData, { id: string; json: string }>();

/** Button block: a link that looks like a button, aligned in its column. */
export function ButtonBlock({ id, data }: { id: string; data: ButtonData }) {
  const newWindow = data.newWindow;
  return (
    <div className={classList`button-block align-${data.alignment}`}>
      <a
        className={classList`btn btn--${data.style} btn--${data.size}`}
        href={data.href}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow || isExternal(data.href) ? 'noopener noreferrer' : undefined}
        {...{ [BUTTON_CENSUS_ATTRIBUTE]: buttonCensus(id, data) }}
      >
        {data.label}
        {newWindow ? <span className="visually-hidden"> {t('page.opensInNewWindow')}</span> : null}
      </a>
    </div>
  );
}
