import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskBlobs } from '../blobs/index.ts';
import { processMedia, SHARE_SIZE } from './publish-media.ts';

// The share picture (og:image, docs/seo.md): 1200×630, cut around the focal point, a JPEG, and
// the last "variant" marked `share` so that no srcset offers it.
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrina-share-'));
  // A wide picture: its left half red, its right half blue.
  const half = (r: number, b: number) => ({ create: { width: 1000, height: 400, channels: 3 as const, background: { r, g: 0, b } } });
  await sharp({ create: { width: 2000, height: 400, channels: 3, background: '#000' } })
    .composite([{ input: await sharp(half(255, 0)).png().toBuffer(), left: 0, top: 0 }, { input: await sharp(half(0, 255)).png().toBuffer(), left: 1000, top: 0 }])
    .png()
    .toFile(join(siteDir, 'ancha.png'));
});

/** The colour at the middle of the share picture of `ancha.png` with this focal point. */
async function shareOf(x: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-share-out-'));
  const mediaDir = join(dataDir, 'media');
  const { media, issues } = await processMedia([{ id: 'ancha', file: 'ancha.png', alt: '', focalPoint: { x, y: 0.5 } }], 'w1', { siteDir, blobs: diskBlobs(dataDir) });
  expect(issues).toEqual([]);
  const share = media[0].variants.at(-1)!;
  expect(share).toMatchObject({ share: true, width: SHARE_SIZE.width, height: SHARE_SIZE.height, file: expect.stringMatching(/^ancha-[0-9a-f]{8}-share\.jpg$/) });
  expect(media[0].variants.filter((v) => v.share)).toHaveLength(1);
  const file = join(mediaDir, 'w1', share.file);
  const meta = await sharp(file).metadata();
  const { data } = await sharp(file).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { width: meta.width, height: meta.height, format: meta.format, red: data[0] > 200 && data[2] < 60, blue: data[2] > 200 && data[0] < 60 };
}

describe('the share picture', () => {
  it('is a 1200×630 JPEG cut around the focal point', async () => {
    expect(await shareOf(0.1)).toEqual({ width: 1200, height: 630, format: 'jpeg', red: true, blue: false });
    expect(await shareOf(0.9)).toEqual({ width: 1200, height: 630, format: 'jpeg', red: false, blue: true });
  });
});
