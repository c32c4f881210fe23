import { blockScriptAttributes } from '../../shared/islands.ts';
import { decorateRichText } from '../../shared/effects/rich-text.ts';
import type { HtmlData } from './html.schema.ts';

/**
 * Rich text: the owner's HTML, already sanitised when the site was published, with its text
 * effects and scaled text rendered (src/shared/effects/rich-text.ts); only then does the block
 * carry its script (html.script.ts).
 */
export function HtmlBlock({ data }: { data: HtmlData }) {
  const { html, moving } = decorateRichText(data.html);
  return <div className={`rich-text align-${data.align}`} {...(moving ? blockScriptAttributes('html') : {})} dangerouslySetInnerHTML={{ __html: html }} />;
}
