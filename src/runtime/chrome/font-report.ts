/**
 * Kit fonts the page cannot have (§8 console-only 'Requested font no longer in Typekit', also sent
 * to the error reporter): the server marks the page with the need `font-report` when a font of
 * `typekitFonts` is outside the self-hosted set; this checks which kit fonts have no @font-face
 * on the page and reports them once, in one record (custom: the kit and the font ids).
 */
import type { readPageContext } from '../page-context.ts';

/** The page context as chrome parts read it (chrome.ts's ChromeContext; not imported from there: no cycle). */
type ChromeContext = ReturnType<typeof readPageContext>;

const slug = (family: string) => family.trim().replace(/^["']|["']$/g, '').toLowerCase().replace(/\s+/g, '-');

/** Reports the kit fonts of `context` that no font face of the document serves. */
export function start(_element: HTMLElement, context: ChromeContext): void {
  const served = new Set<string>();
  document.fonts.forEach((face) => served.add(slug(face.family)));
  const gone = (context.typekitFonts ?? []).map((f) => f.id).filter((id) => !served.has(id));
  if (!gone.length) return;
  // The §8 message, verbatim (console-only text, in English like every console message).
  const error = new Error('Requested font no longer in Typekit');
  console.warn(error.message, gone);
  window.Vitrina?.track.error(error, { typekitId: context.website?.typekitId, fonts: gone });
}
