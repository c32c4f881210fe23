import type { HtmlData } from './html.schema.ts';

/** Rich text: the owner's HTML, already sanitised when the site was published. */
export function HtmlBlock({ data }: { data: HtmlData }) {
  return <div className={`rich-text align-${data.align}`} dangerouslySetInnerHTML={{ __html: data.html }} />;
}
