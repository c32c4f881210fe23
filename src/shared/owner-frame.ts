/**
 * Owner code that runs (a code block marked to run, an html block with scripts, on a site whose
 * settings allow owner scripts) is served from its own URL on the site's origin and shown in an
 * `<iframe sandbox="allow-scripts">` — never same-origin, so it has an opaque origin: no cookies,
 * no storage, no access to the page's DOM, and same-origin requests carry no visitor cookies.
 * The page's own script policy is untouched (frames from 'self' are allowed already).
 */

/** The URL of a block's frame: `/api/blocks/<collectionId>/<blockId>/frame`. */
export { blockFramePath as ownerFramePath } from './contracts/blocks-paths.ts';

/** The sandbox of the frame element: scripts, and nothing that would give it the page's origin. */
export const OWNER_FRAME_SANDBOX = 'allow-scripts';

/** The frame's height when the block gives none, before the frame reports its own (px). */
export const OWNER_FRAME_DEFAULT_HEIGHT = 320;
/** Heights a block may set, and the frame may report, are clamped to this range (px). */
export const OWNER_FRAME_MIN_HEIGHT = 60;
export const OWNER_FRAME_MAX_HEIGHT = 4000;

/** The message type the frame posts to its parent with its content height. */
export const OWNER_FRAME_MESSAGE = 'vitrina:frame-height';

/** A reported height as the parent accepts it: a finite number, clamped; anything else: undefined. */
export function ownerFrameHeight(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.round(Math.min(OWNER_FRAME_MAX_HEIGHT, Math.max(OWNER_FRAME_MIN_HEIGHT, value)));
}

/**
 * The Content-Security-Policy of a frame answer: a sandbox of its own (even opened directly, the
 * document has an opaque origin), the owner's inline and https scripts, styles, images and
 * requests over https only, no plugins, no forms, no <base>, framed only by the site's pages.
 */
export const OWNER_FRAME_POLICY = [
  `sandbox ${OWNER_FRAME_SANDBOX}`,
  "default-src 'none'",
  "script-src 'unsafe-inline' https:",
  "style-src 'unsafe-inline' https:",
  'img-src https: data:',
  'font-src https: data:',
  'media-src https:',
  'connect-src https:',
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The frame's document around the owner's HTML, with the one script of ours: it posts the body's
 * height to the parent whenever it changes (the parent takes only a number, from this frame).
 */
export function ownerFrameDocument(ownerHtml: string, lang = 'es-419'): string {
  const report = `(function(){var last=0;function send(){var b=document.body,h=Math.ceil(b.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:${JSON.stringify(OWNER_FRAME_MESSAGE)},height:h},'*');}}if(window.ResizeObserver){new ResizeObserver(send).observe(document.body);}addEventListener('load',send);send();})();`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><style>html,body{margin:0;font-family:system-ui,sans-serif;}body{padding:1px 0;overflow-wrap:anywhere;}</style></head><body>${ownerHtml}<script>${report}</script></body></html>`;
}
