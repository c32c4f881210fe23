import { createElement } from 'react';
import { AudioPlayer, playerTrack } from '../audio/AudioPlayer.tsx';
import { defineBlock } from '../types.ts';
import { AlbumCover } from './AlbumCover.tsx';
import meta from './meta.ts';

/** Album block (type 60): the audio player with its track list, started by album.script.ts. */
export default defineBlock(meta, {
  render: ({ data, id }, ctx) => {
    const cover = ctx.media(data.coverId);
    return createElement(AudioPlayer, {
      script: 'album',
      title: data.title,
      artist: data.artist,
      tracks: data.tracks.map((track) => playerTrack(track, ctx)),
      cover: cover ? createElement(AlbumCover, { media: cover, key: id }) : undefined,
    });
  },
});
