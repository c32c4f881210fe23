import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { HorizontalRuleData } from './horizontal-rule.schema.ts';

/** Horizontal rule block (type 47): a thematic break. */
export const horizontalRuleBlock = defineBlock({
  type: BlockType.HORIZONTAL_RULE,
  name: 'horizontal-rule',
  data: HorizontalRuleData,
  render: () => createElement('hr', { className: 'rule-block' }),
});
