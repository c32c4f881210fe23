/**
 * The embed block's pasted snippet (§3 "embed html"), read without ever injecting it: only a lone
 * `<iframe src=…>` is understood, and only its `src`, `title`, `width` and `height` are kept. The
 * `src` then goes through `videoFromUrl` like a pasted URL. Anything else — a script, an
 * `<object>`, two elements, text around the frame — is no embed we show (invalid).
 */

/** Longest snippet read (longer ones are invalid). */
export const MAX_EMBED_HTML_LENGTH = 5000;

/** What a snippet's iframe gives: its source as written (entities decoded), and its title and box. */
export interface IframeSnippet {
  src: string;
  title?: string;
  width?: number;
  height?: number;
}

const LONE_IFRAME = /^<iframe\b((?:[^>"']|"[^"]*"|'[^']*')*)>\s*(?:<\/iframe\s*>)?$/i;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#34': '"' };

/**
 * The iframe of a snippet that is one iframe and nothing else, or undefined.
 * @example iframeFromHtml('<iframe src="https://open.spotify.com/embed/x" width="300" height="380"></iframe>')
 *   // { src: 'https://open.spotify.com/embed/x', width: 300, height: 380 }
 */
export function iframeFromHtml(html: unknown): IframeSnippet | undefined {
  if (typeof html !== 'string' || html.length > MAX_EMBED_HTML_LENGTH) return undefined;
  const match = LONE_IFRAME.exec(html.trim());
  if (!match) return undefined;
  const attributes = new Map<string, string>();
  for (const m of match[1].matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    // The first of a repeated attribute wins, as in an HTML parser.
    if (!attributes.has(name)) attributes.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  const src = attributes.get('src')?.trim();
  if (!src) return undefined;
  const snippet: IframeSnippet = { src };
  const title = attributes.get('title')?.trim();
  if (title) snippet.title = title.slice(0, 200);
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  if (width && height) Object.assign(snippet, { width, height });
  return snippet;
}

function decode(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39|#34);/g, (_, name: string) => ENTITIES[name]);
}

/** A width or height attribute in pixels (`560` or `560px`); undefined for percentages and nonsense. */
function pixels(value: string | undefined): number | undefined {
  const m = value ? /^\s*(\d{1,5})(?:px)?\s*$/.exec(value) : null;
  const n = m ? Number(m[1]) : 0;
  return n > 0 ? n : undefined;
}
