import type { BlockScript } from '../block-script.ts';
import { startScaledText } from '../../shared/effects/scaled-text.dom.ts';
import { startTextEffects } from '../../shared/effects/text-effect.dom.ts';

/** Rich text that moves: its text-decoration effects (§4) and scaled text (§9). */
const start: BlockScript = (root) => {
  for (const block of root.querySelectorAll<HTMLElement>('[data-block-script="html"]')) {
    startTextEffects(block, root);
    startScaledText(block);
  }
};
export default start;
