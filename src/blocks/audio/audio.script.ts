import type { BlockScript } from '../block-script.ts';
import { startPlayers } from './player.ts';

/** Starts every audio block of the page (player.ts). */
const script: BlockScript = (root) => startPlayers(root, 'audio');
export default script;
