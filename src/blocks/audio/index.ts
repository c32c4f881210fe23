import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { AudioPlayer, playerTrack } from './AudioPlayer.tsx';
import meta from './meta.ts';

/** Audio block (type 41): one track in the player (AudioPlayer.tsx), started by audio.script.ts. */
export default defineBlock(meta, {
  render: ({ data }, ctx) =>
    createElement(AudioPlayer, { script: 'audio', title: data.title, artist: data.artist, description: data.description, tracks: [playerTrack(data, ctx)] }),
});
