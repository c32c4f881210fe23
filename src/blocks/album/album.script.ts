import { startPlayers } from '../audio/player.ts';
import type { BlockScript } from '../block-script.ts';

/** Starts every album block of the page (src/blocks/audio/player.ts). */
const script: BlockScript = (root) => startPlayers(root, 'album');
export default script;
