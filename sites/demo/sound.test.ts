import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskBlobs } from '../../src/server/blobs/index.ts';
import { processMedia } from '../../src/server/sites/publish-media.ts';
import { PIECES, wav } from './sound.ts';

const dir = join(import.meta.dirname, 'audio');

describe('demo audio (sites/demo/sound.ts)', () => {
  it('regenerates byte for byte; every file is a piece', () => {
    expect(readdirSync(dir).sort()).toEqual(Object.keys(PIECES).sort());
    for (const [name, piece] of Object.entries(PIECES)) expect(wav(piece).equals(readFileSync(join(dir, name))), name).toBe(true);
  });

  it('weighs less than 200 KB together, PCM 8 kHz mono, as long as the demo says', () => {
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f)));
    expect(files.reduce((n, f) => n + f.length, 0)).toBeLessThan(200_000);
    for (const f of files) {
      expect(f.toString('ascii', 0, 4)).toBe('RIFF');
      expect(f.readUInt32LE(24)).toBe(8000);
    }
    expect(PIECES['manana.wav'].seconds).toBe(6);
    expect(PIECES['tarde.wav'].seconds).toBe(5);
  });
});

describe('publishing an audio file', () => {
  it('is copied as it is to <id>-<hash8>.wav under the site\'s media, one variant of width 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-audio-'));
    const mediaDir = join(dataDir, 'media');
    try {
      const media = [{ id: 'audio-manana', file: 'audio/manana.wav', alt: 'Arpegio', focalPoint: { x: 0.5, y: 0.5 } }];
      const { media: done, issues } = await processMedia(media, 'w1', { siteDir: join(import.meta.dirname), blobs: diskBlobs(dataDir) });
      expect(issues).toEqual([]);
      expect(done[0]).toMatchObject({ id: 'audio-manana', mime: 'audio/wav', width: 0, height: 0, bytes: 96044 });
      const file = done[0].variants[0].file;
      expect(file).toMatch(/^audio-manana-[0-9a-f]{8}\.wav$/);
      expect(readFileSync(join(mediaDir, 'w1', file)).equals(readFileSync(join(dir, 'manana.wav')))).toBe(true);
      expect(existsSync(join(mediaDir, 'w1', `${file}.tmp`))).toBe(false);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
