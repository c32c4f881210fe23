import * as v from 'valibot';

/** Quote (block type 31): a quotation and who said it. */
export const QuoteData = v.object({
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  source: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});
export type QuoteData = v.InferOutput<typeof QuoteData>;
