/**
 * Synthesises the demo's audio files (sites/demo/audio/*.wav): soft marimba-like notes (a sine
 * with a little of its octave, a quick attack and a long decay) over a quiet pad, 8 kHz 16-bit
 * mono, a few seconds each, so both weigh < 200 KB together. Deterministic: the same bytes on
 * every run (sound.test.ts checks). Run: `npx tsx sites/demo/sound.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 8000;

/** A piece: a chord pad (Hz) and notes as [start s, frequency Hz, length s]. */
interface Piece {
  seconds: number;
  pad: number[];
  notes: [number, number, number][];
}

const C4 = 261.63, D4 = 293.66, E4 = 329.63, G4 = 392.0, A4 = 440.0, B4 = 493.88, C5 = 523.25, D5 = 587.33, E5 = 659.25, F3 = 174.61, A3 = 220.0, C3 = 130.81;

/** Two short pieces: a C major 7 morning arpeggio, and an F major 9 afternoon one. */
export const PIECES: Record<string, Piece> = {
  'manana.wav': {
    seconds: 6,
    pad: [C3, G4 / 2, E4 / 2],
    notes: [[0, C4, 1.4], [0.5, E4, 1.4], [1, G4, 1.4], [1.5, B4, 1.6], [2.25, C5, 1.6], [3, B4, 1.4], [3.5, G4, 1.4], [4, E4, 1.8], [4.5, C5, 1.5]],
  },
  'tarde.wav': {
    seconds: 5,
    pad: [F3, A3, C4],
    notes: [[0, A4, 1.4], [0.5, C5, 1.4], [1, E5, 1.5], [1.5, D5, 1.5], [2.25, C5, 1.5], [3, A4, 1.6], [3.5, G4, 1.5]],
  },
};

/** The 16-bit samples of a piece, faded in and out. */
function samples(piece: Piece): Int16Array {
  const n = Math.round(piece.seconds * RATE);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    let s = 0;
    for (const f of piece.pad) s += 0.05 * Math.sin(2 * Math.PI * f * t);
    for (const [start, f, len] of piece.notes) {
      const u = t - start;
      if (u < 0 || u > len) continue;
      const env = Math.min(1, u / 0.012) * Math.exp(-u * 3.2) * Math.min(1, (len - u) / 0.05);
      s += env * (0.3 * Math.sin(2 * Math.PI * f * u) + 0.06 * Math.sin(4 * Math.PI * f * u));
    }
    const fade = Math.min(1, t / 0.3, (piece.seconds - t) / 0.6);
    out[i] = Math.round(Math.max(-1, Math.min(1, s * fade)) * 32767 * 0.8);
  }
  return out;
}

/** A RIFF/WAVE file: PCM, mono, 16-bit, 8 kHz. */
export function wav(piece: Piece): Buffer {
  const data = samples(piece);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.byteLength, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.byteLength, 40);
  return Buffer.concat([head, Buffer.from(data.buffer)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'audio');
  for (const [name, piece] of Object.entries(PIECES)) writeFileSync(join(dir, name), wav(piece));
  console.log(`Escritos ${Object.keys(PIECES).length} archivos de audio en ${dir}`);
}
