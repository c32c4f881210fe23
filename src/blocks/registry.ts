import type { BlockDefinition } from './types.ts';
import { accordionBlock } from './accordion/index.ts';
import { buttonBlock } from './button/index.ts';
import { formBlock } from './form/index.ts';
import { horizontalRuleBlock } from './horizontal-rule/index.ts';
import { htmlBlock } from './html/index.ts';
import { imageBlock } from './image/index.ts';
import { newsletterBlock } from './newsletter/index.ts';
import { quoteBlock } from './quote/index.ts';
import { spacerBlock } from './spacer/index.ts';

/** Every block type the runtime knows: adding a block is one folder and one line here. */
export const blockDefinitions: BlockDefinition<any>[] = [
  htmlBlock,
  imageBlock,
  accordionBlock,
  buttonBlock,
  spacerBlock,
  quoteBlock,
  horizontalRuleBlock,
  formBlock,
  newsletterBlock,
];

const byType = new Map(blockDefinitions.map((d) => [d.type as number, d]));

/** The definition of a block type, or undefined for a type this build does not render. */
export function blockDefinition(type: number): BlockDefinition<any> | undefined {
  return byType.get(type);
}
