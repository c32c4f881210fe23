import { defineBlock } from '../types.ts';
import { FormBlock, formProps } from '../form/index.ts';
import meta from './meta.ts';

/** Newsletter block (type 51): the form island in its newsletter layout, from `newsletter.island.tsx`. */
export default defineBlock(meta, {
  island: {
    Component: FormBlock,
    props: ({ id, data }, ctx) => {
      const { heading, text, ...definition } = data;
      return formProps(definition, id, ctx, { heading: heading || undefined, text: text || undefined });
    },
  },
});
