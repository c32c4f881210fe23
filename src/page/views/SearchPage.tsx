import { t } from '../../shared/messages/index.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { searchHref, type SearchResults, type SnippetPart } from '../../shared/search.ts';

/**
 * The search page (type 102): the form (GET /search?q=, the query kept in the address), then the
 * results of `search` with their snippets, paging links, the 'no results' text and the
 * «¿Quisiste decir …?» suggestion. Every piece of text is rendered as text (escaped); only the
 * matched words are wrapped in <mark>.
 */
export function SearchPage({ query = '', search }: { query?: string; search?: SearchResults }) {
  return (
    <div className="message-page search-page">
      <div className="container container--narrow">
        <h1 className="message-page__title">{t('page.searchTitle')}</h1>
        <SearchForm query={query} />
        {search ? <Results search={search} /> : null}
      </div>
    </div>
  );
}

/** The labelled search form of the page, the query kept in its field. */
export function SearchForm({ query }: { query: string }) {
  return <SearchField className="search-form" fieldId="search-q" label={t('page.searchLabel')} placeholder={t('page.searchPlaceholder')} button={t('page.searchButton')} query={query} />;
}

function Results({ search }: { search: SearchResults }) {
  const pages = Math.ceil(search.total / search.pageSize);
  return (
    <section className="search-results" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="search-results__heading">
        {t('search.resultsHeading')}
      </h2>
      <p className="search-results__count" role="status">
        {search.total === 0 ? t('search.noResults', { query: search.query }) : t('search.resultCount', { count: search.total, query: search.query })}
      </p>
      {search.suggestion ? (
        <p className="search-results__suggestion">
          {t('search.didYouMean')} <a href={searchHref(search.suggestion)}>{search.suggestion}</a>
          {t('search.didYouMeanEnd')}
        </p>
      ) : null}
      {search.hits.length ? (
        <ol className="search-results__list" start={(search.page - 1) * search.pageSize + 1}>
          {search.hits.map((hit) => (
            <li className="search-result" key={hit.path}>
              <h3 className="search-result__title">
                <a href={hit.path}>
                  <Marked parts={hit.title} />
                </a>
              </h3>
              {hit.snippet.length ? (
                <p className="search-result__snippet">
                  <Marked parts={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="search-paging" aria-label={t('search.pagingLabel')}>
          {search.page > 1 ? (
            <a rel="prev" href={searchHref(search.query, search.page - 1)}>
              {t('search.previousPage')}
            </a>
          ) : null}
          <span>{t('search.pageOf', { page: search.page, pages })}</span>
          {search.page < pages ? (
            <a rel="next" href={searchHref(search.query, search.page + 1)}>
              {t('search.nextPage')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** Snippet parts as escaped text, the matched ones in <mark>. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}
