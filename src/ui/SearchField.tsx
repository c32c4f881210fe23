/**
 * The site-search form, one field style for the /search page and the search block (33): a
 * labelled `q` field and a button, GET /search, usable by keyboard and without script. Styles:
 * src/page/styles/search-field.css (`.search-field*`).
 */
export function SearchField(props: {
  /** The field's id (the label points at it): unique on the page. */
  fieldId: string;
  label: string;
  placeholder: string;
  button: string;
  /** The query to show in the field (the /search page keeps it). */
  query?: string;
  /** A block's form refuses an empty query; the page's may be sent empty. */
  required?: boolean;
  className?: string;
}) {
  return (
    <form className={['search-field', props.className].filter(Boolean).join(' ')} role="search" method="get" action="/search">
      <label className="search-field__label" htmlFor={props.fieldId}>
        {props.label}
      </label>
      <div className="search-field__row">
        <input className="search-field__input" id={props.fieldId} type="search" name="q" defaultValue={props.query} required={props.required} maxLength={200} placeholder={props.placeholder} />
        <button className="btn btn--primary btn--medium" type="submit">
          {props.button}
        </button>
      </div>
    </form>
  );
}
