import type { Doc } from './svg.ts';

/** Draws one picture's body into a document, with the picture's own random source. */
export type Picture = (d: Doc, r: () => number) => string;

/** A picture to generate: its size and how to draw it. */
export interface PictureSpec {
  w: number;
  h: number;
  draw: Picture;
}
