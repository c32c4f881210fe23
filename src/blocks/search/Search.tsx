import { t } from '../../shared/messages/index.ts';
import type { SearchData } from './search.schema.ts';

/**
 * Search block: a labelled search form (GET /search?q=), usable by keyboard and without script.
 * The field's id comes from the block's id, so two search blocks on one page stay distinct.
 */
export function SearchBlock({ id, data }: { id: string; data: SearchData }) {
  const fieldId = `search-block-${id}`;
  return (
    <form className="search-block" role="search" method="get" action="/search">
      <label className="search-block__label" htmlFor={fieldId}>
        {t('search.blockLabel')}
      </label>
      <div className="search-block__row">
        <input className="search-block__input" id={fieldId} type="search" name="q" required maxLength={200} placeholder={data.placeholder || t('search.blockPlaceholder')} />
        <button className="btn btn--primary btn--medium" type="submit">
          {t('search.blockButton')}
        </button>
      </div>
    </form>
  );
}
