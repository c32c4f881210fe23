import { publicDefinition, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import { defineBlock, type BlockContext, type Json } from '../types.ts';
import { FormBlock, type FormBlockProps } from './FormBlock.tsx';
import meta from './meta.ts';

/** The page a form is on: the context fields it reads. */
type PageIds = Pick<BlockContext, 'collectionId'> & Partial<Pick<BlockContext, 'itemId'>>;

export { FormBlock, NEWSLETTER_EVENT, type FormBlockProps } from './FormBlock.tsx';

/** The page fields of the island props: the collection, and the item (else the collection) as the page id. */
export function pageOf(ctx: PageIds): FormBlockProps['page'] {
  const collectionId = ctx.collectionId;
  return { collectionId, pageId: ctx.itemId ?? collectionId };
}

/** The island props of a form or newsletter: its public definition (no notificationEmail), block id and page. */
export function formProps(definition: AnyFormDefinition, blockId: string, ctx: PageIds, extra: Pick<FormBlockProps, 'heading' | 'text'> = {}): Json {
  const props: FormBlockProps = { definition: publicDefinition(definition), blockId, page: pageOf(ctx), ...extra };
  return props as unknown as Json;
}

/** Form block (type 9): an island, hydrated from `form.island.tsx`. */
export default defineBlock(meta, {
  island: { Component: FormBlock, props: ({ id, data }, ctx) => formProps(data, id, ctx) },
});
