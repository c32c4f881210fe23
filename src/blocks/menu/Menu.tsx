import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { formatMoney } from '../../shared/money.ts';
import type { MenuData, MenuItem } from './menu.schema.ts';

/** An item's price as shown: the owner's text, or its cents in the site's currency without zero cents («$65»). */
export function menuPrice(item: MenuItem, currency: string | undefined): string {
  if (item.price !== undefined) return item.price;
  if (item.priceCents !== undefined) return formatMoney(item.priceCents, currency, { trimCents: true });
  return '';
}

/** Ids of a menu's tab and panel: unique on the page through the block id. */
export const tabId = (blockId: string, i: number) => `${blockId}-tab-${i}`;
export const panelId = (blockId: string, i: number) => `${blockId}-panel-${i}`;

/**
 * Menu block, the WAI-ARIA tabs pattern: a tablist of buttons (`role="tab"`, the first
 * `aria-selected` and the only one in the tab order), and every panel present (`role="tabpanel"`,
 * the others `hidden`), so the first section reads before any script. menu.script.ts adds the
 * selection by click, Enter or Space and the arrows (with wraparound), Home and End.
 */
export function MenuBlock({ id, data, ctx }: { id: string; data: MenuData; ctx: Pick<BlockContext, 'site'> }) {
  const currency = ctx.site?.currency;
  return (
    <div className="menu-block" {...blockScriptAttributes('menu')}>
      <div className="menu-block__tabs" role="tablist" aria-label={data.title || t('navigation.menuLabel')}>
        {data.sections.map((section, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="menu-block__tab"
            id={tabId(id, i)}
            aria-selected={i === 0 ? 'true' : 'false'}
            aria-controls={panelId(id, i)}
            tabIndex={i === 0 ? 0 : -1}
          >
            {section.title}
          </button>
        ))}
      </div>
      {data.sections.map((section, i) => (
        <div key={i} className="menu-block__panel" role="tabpanel" id={panelId(id, i)} aria-labelledby={tabId(id, i)} tabIndex={0} hidden={i !== 0}>
          <ul className="menu-block__items">
            {section.items.map((item, j) => {
              const price = menuPrice(item, currency);
              return (
                <li key={j} className="menu-block__item">
                  <span className="menu-block__name">{item.name}</span>
                  {price ? <span className="menu-block__price">{price}</span> : null}
                  {item.description ? <span className="menu-block__description">{item.description}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
