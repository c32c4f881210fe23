import * as v from 'valibot';

/** The longest markdown a block keeps (characters): the html block's limit. */
export const MARKDOWN_MAX = 100_000;

/** Markdown (block type 44): the owner's text in Markdown, rendered to HTML on the server. */
export const MarkdownData = v.object({
  markdown: v.pipe(v.string(), v.maxLength(MARKDOWN_MAX)),
  /** Text alignment, as the html block. */
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
});
export type MarkdownData = v.InferOutput<typeof MarkdownData>;
