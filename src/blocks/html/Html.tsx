import { blockScriptAttributes } from '../../shared/islands.ts';
import { decorateRichText } from '../../shared/effects/rich-text.ts';
import { OwnerFrame } from '../../ui/owner-frame.tsx';
import type { BlockContext } from '../block-meta.ts';
import type { HtmlData } from './html.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** A published block's data comes back on every render of its pages: its rich text is decorated once. */
const decoratedOf = new WeakMap<HtmlData, { source: string; html: string; moving: boolean }>();

/**
 * Rich text: the owner's HTML, already sanitised when the site was published, with its text
 * effects and scaled text rendered (src/shared/effects/rich-text.ts); only then does the block
 * carry its script (html.script.ts). HTML with scripts, on a site that allows owner scripts,
 * runs as written in a sandboxed frame of its own instead.
 */
export function HtmlBlock({ id, data, ctx }: { id: string; data: HtmlData; ctx?: Pick<BlockContext, 'site' | 'collectionId' | 'itemId'> }) {
  if (data.frameHtml !== undefined && ctx?.site?.ownerScripts && ctx.collectionId && !ctx.itemId) {
    return <OwnerFrame collectionId={ctx.collectionId} blockId={id} asksConsent={ctx.site.asksConsent} />;
  }
  let decorated = decoratedOf.get(data);
  if (decorated === undefined || decorated.source !== data.html) decoratedOf.set(data, (decorated = { source: data.html, ...decorateRichText(data.html) }));
  const { html, moving } = decorated;
  return <div className={classList`rich-text align-${data.align}`} {...(moving ? blockScriptAttributes('html') : {})} dangerouslySetInnerHTML={{ __html: html }} />;
}
