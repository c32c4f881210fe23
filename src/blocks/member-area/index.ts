import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MemberAreaBlock } from './MemberArea.tsx';
import meta from './meta.ts';

/** Member area block (type 67). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(MemberAreaBlock, { id, data, siteCurrency: ctx.site?.currency, joinable: ctx.site?.joinableMemberAreas?.includes(data.areaId) === true }),
});
