import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { HorizontalRuleData } from './horizontal-rule.schema.ts';

/** Horizontal rule block (type 47): static. */
export default defineBlockMeta({ name: 'horizontal-rule', types: [BlockType.HORIZONTAL_RULE], data: HorizontalRuleData });
