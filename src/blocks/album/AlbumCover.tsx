import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { MediaRef } from '../../ui/media-ref.ts';

/** The album's cover: a square image, about 12 rem wide (the player's first column on a desktop). */
export function AlbumCover({ media }: { media: MediaRef }) {
  return (
    <div className="audio-player__cover">
      <ResponsiveImage media={media} ratio={1} width={480} sizes="(min-width: 700px) 14rem, 100vw" alt="" className="audio-player__cover-img" />
    </div>
  );
}
