import * as v from 'valibot';
import { OWNER_FRAME_MAX_HEIGHT, OWNER_FRAME_MIN_HEIGHT } from '../../shared/owner-frame.ts';

/** The longest code a block keeps (characters): the html block's limit. */
export const CODE_MAX = 100_000;

/**
 * Code (block type 23): the owner's code, shown as highlighted text. With `run` on a site whose
 * settings allow owner scripts (`settings.ownerScripts`), the code is HTML to run instead, in a
 * sandboxed frame of its own (src/shared/owner-frame.ts), never in the page.
 */
export const CodeData = v.object({
  code: v.pipe(v.string(), v.maxLength(CODE_MAX)),
  /** A highlight.js language name or alias (`json`, `js`, `html`…); absent or unknown: detected. */
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9+#._-]{1,30}$/i))),
  /** A short caption above the listing (the file name, what it is); also the frame's title. */
  title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  /** The code is HTML to run in a sandboxed frame (only where the site allows owner scripts). */
  run: v.optional(v.boolean(), false),
  /** The frame's height before it reports its own (px). */
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(OWNER_FRAME_MIN_HEIGHT), v.maxValue(OWNER_FRAME_MAX_HEIGHT))),
});
export type CodeData = v.InferOutput<typeof CodeData>;
