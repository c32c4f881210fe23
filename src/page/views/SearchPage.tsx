import { t } from '../../shared/messages/index.ts';

/** The search page (type 102): the form (GET /search?q=) and a note that results are coming. */
export function SearchPage({ query = '' }: { query?: string }) {
  return (
    <div className="message-page search-page">
      <div className="container container--narrow">
        <h1 className="message-page__title">{t('page.searchTitle')}</h1>
        <form className="search-form" role="search" method="get" action="/search">
          <label className="search-form__label" htmlFor="search-q">
            {t('page.searchLabel')}
          </label>
          <div className="search-form__row">
            <input className="search-form__input" id="search-q" type="search" name="q" defaultValue={query} placeholder={t('page.searchPlaceholder')} maxLength={200} />
            <button className="btn btn--primary btn--medium" type="submit">
              {t('page.searchButton')}
            </button>
          </div>
        </form>
        {query ? <p className="search-page__query">{t('page.searchQuery', { query })}</p> : null}
        <p className="message-page__text" role="status">
          {t('page.searchComing')}
        </p>
      </div>
    </div>
  );
}
