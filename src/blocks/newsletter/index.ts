import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { FormBlock, formProps } from '../form/index.ts';
import { NewsletterBlockData } from './newsletter.schema.ts';

/** Newsletter block (type 51): the form island in its newsletter layout, from `newsletter.island.tsx`. */
export const newsletterBlock = defineBlock({
  type: BlockType.NEWSLETTER,
  name: 'newsletter',
  data: NewsletterBlockData,
  island: {
    Component: FormBlock,
    props: ({ id, data }, ctx) => {
      const { heading, text, ...definition } = data;
      return formProps(definition, id, ctx, { heading: heading || undefined, text: text || undefined });
    },
  },
});
