import * as v from 'valibot';

/** Rich text (block type 2): owner HTML, sanitised when the site is published. */
export const HtmlData = v.object({
  html: v.pipe(v.string(), v.maxLength(100_000)),
  /** Text alignment. */
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
});
export type HtmlData = v.InferOutput<typeof HtmlData>;
