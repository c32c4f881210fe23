import { OwnerFrame } from '../../ui/owner-frame.tsx';
import type { BlockContext } from '../block-meta.ts';
import type { HtmlData } from './html.schema.ts';

/**
 * Rich text: the owner's HTML, already sanitised when the site was published. HTML with scripts,
 * on a site that allows owner scripts, runs as written in a sandboxed frame of its own instead.
 */
export function HtmlBlock({ id, data, ctx }: { id: string; data: HtmlData; ctx?: Pick<BlockContext, 'site' | 'collectionId' | 'itemId'> }) {
  if (data.frameHtml !== undefined && ctx?.site?.ownerScripts && ctx.collectionId && !ctx.itemId) {
    return <OwnerFrame collectionId={ctx.collectionId} blockId={id} asksConsent={ctx.site.asksConsent} />;
  }
  return <div className={`rich-text align-${data.align}`} dangerouslySetInnerHTML={{ __html: data.html }} />;
}
