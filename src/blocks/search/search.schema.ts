import * as v from 'valibot';

/** Search block (type 33): a search form that submits to the site's /search page. */
export const SearchData = v.object({
  /** Text shown in the empty field; the catalogue's «Buscar…» when empty. */
  placeholder: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});
export type SearchData = v.InferOutput<typeof SearchData>;
