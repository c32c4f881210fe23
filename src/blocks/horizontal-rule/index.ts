import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { HorizontalRuleData } from './horizontal-rule.schema.ts';

/** HorizontalRule block. Rendering: to be written. */
export const horizontalRuleBlock = defineBlock({ type: BlockType.HORIZONTAL_RULE, name: 'horizontal-rule', data: HorizontalRuleData });
