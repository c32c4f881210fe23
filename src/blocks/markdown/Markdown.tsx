import { markdownHtml } from './markdown-html.ts';
import type { MarkdownData } from './markdown.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** Markdown block: the owner's Markdown as sanitised rich text, styled like the html block. */
export function MarkdownBlock({ data }: { data: MarkdownData }) {
  return <div className={classList`rich-text markdown-block align-${data.align}`} dangerouslySetInnerHTML={{ __html: markdownHtml(data.markdown) }} />;
}
