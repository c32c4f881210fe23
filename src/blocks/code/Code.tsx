import { OwnerFrame } from '../../ui/owner-frame.tsx';
import { t } from '../../shared/messages/index.ts';
import type { BlockContext } from '../block-meta.ts';
import type { CodeData } from './code.schema.ts';
import { highlightCode } from './highlight.ts';

/** Whether a code block runs its code (in its frame) on this page rather than showing it. */
export function codeRuns(data: CodeData, ctx: Pick<BlockContext, 'site' | 'collectionId' | 'itemId'>): boolean {
  // The frame is found by page and block id: blocks of an item's own layout are shown as text.
  return data.run && ctx.site.ownerScripts && ctx.collectionId !== '' && !ctx.itemId;
}

/**
 * Code block: the owner's code as highlighted text (a focusable, scrollable listing labelled with
 * its language), or — marked to run, on a site that allows owner scripts — its sandboxed frame.
 */
export function CodeBlock({ id, data, ctx }: { id: string; data: CodeData; ctx: Pick<BlockContext, 'site' | 'collectionId' | 'itemId'> }) {
  if (codeRuns(data, ctx)) {
    return <OwnerFrame collectionId={ctx.collectionId} blockId={id} title={data.title || undefined} height={data.height} asksConsent={ctx.site.asksConsent} />;
  }
  const { html, language, id: langId } = highlightCode(data.code, data.language);
  const label = language ? t('code.listingLanguage', { language }) : t('code.listing');
  return (
    <figure className="code-block">
      {data.title ? <figcaption className="code-block__title">{data.title}</figcaption> : null}
      <pre className="code-block__pre" tabIndex={0} role="region" aria-label={data.title ? `${label}: ${data.title}` : label}>
        <code className={langId ? `hljs language-${langId}` : 'hljs'} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
