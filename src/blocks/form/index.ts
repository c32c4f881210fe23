import { publicDefinition, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import { BlockType } from '../../shared/enums.ts';
import type { RenderContext } from '../../page/context.ts';
import { defineBlock, type Json } from '../types.ts';
import { FormBlock, type FormBlockProps } from './FormBlock.tsx';
import { FormBlockData } from './form.schema.ts';

export { FormBlock, NEWSLETTER_EVENT, type FormBlockProps } from './FormBlock.tsx';

/** The page fields of the island props: the collection, and the item (else the collection) as the page id. */
export function pageOf(ctx: RenderContext): FormBlockProps['page'] {
  const collectionId = ctx.page.collection?.id ?? '';
  return { collectionId, pageId: ctx.page.item?.id ?? collectionId };
}

/** The island props of a form or newsletter: its public definition (no notificationEmail), block id and page. */
export function formProps(definition: AnyFormDefinition, blockId: string, ctx: RenderContext, extra: Pick<FormBlockProps, 'heading' | 'text'> = {}): Json {
  const props: FormBlockProps = { definition: publicDefinition(definition), blockId, page: pageOf(ctx), ...extra };
  return props as unknown as Json;
}

/** Form block (type 9): an island, hydrated from `form.island.tsx`. */
export const formBlock = defineBlock({
  type: BlockType.FORM,
  name: 'form',
  data: FormBlockData,
  island: { Component: FormBlock, props: ({ id, data }, ctx) => formProps(data, id, ctx) },
});
