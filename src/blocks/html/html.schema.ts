import * as v from 'valibot';

/** Rich text (block type 2): owner HTML, sanitised when the site is published. */
export const HtmlData = v.object({
  html: v.pipe(v.string(), v.maxLength(100_000)),
  /** Text alignment. */
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
  /**
   * The owner's HTML as written, scripts included: kept at publish only on a site that allows
   * owner scripts (src/server/sites/publish-html.ts) and run only in the block's sandboxed frame.
   */
  frameHtml: v.optional(v.pipe(v.string(), v.maxLength(100_000))),
});
export type HtmlData = v.InferOutput<typeof HtmlData>;
