import { messages } from '../messages.ts';

/** The search page (type 102): the form (GET /search?q=) and a note that results are coming. */
export function SearchPage({ query = '' }: { query?: string }) {
  return (
    <div className="message-page search-page">
      <div className="container container--narrow">
        <h1 className="message-page__title">{messages.searchTitle}</h1>
        <form className="search-form" role="search" method="get" action="/search">
          <label className="search-form__label" htmlFor="search-q">
            {messages.searchLabel}
          </label>
          <div className="search-form__row">
            <input className="search-form__input" id="search-q" type="search" name="q" defaultValue={query} placeholder={messages.searchPlaceholder} maxLength={200} />
            <button className="btn btn--primary btn--medium" type="submit">
              {messages.searchButton}
            </button>
          </div>
        </form>
        {query ? <p className="search-page__query">{messages.searchQuery(query)}</p> : null}
        <p className="message-page__text" role="status">
          {messages.searchComing}
        </p>
      </div>
    </div>
  );
}
