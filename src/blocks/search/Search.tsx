import { t } from '../../shared/messages/index.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import type { SearchData } from './search.schema.ts';

/**
 * Search block: a labelled search form (GET /search?q=), usable by keyboard and without script,
 * the same field as the /search page's. The field's id comes from the block's id, so two search
 * blocks on one page stay distinct.
 */
export function SearchBlock({ id, data }: { id: string; data: SearchData }) {
  return (
    <SearchField
      className="search-block"
      fieldId={`search-block-${id}`}
      label={t('search.blockLabel')}
      placeholder={data.placeholder || t('search.blockPlaceholder')}
      button={t('search.blockButton')}
      required
    />
  );
}
