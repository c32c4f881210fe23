import type { PageContextJson } from '../model/page-context.ts';
import { CONTEXT_ELEMENT_ID } from '../model/page-context.ts';

export { CONTEXT_ELEMENT_ID } from '../model/page-context.ts';

/** The page context the server embedded, or a safe empty one when it is missing or broken. */
export function readPageContext(doc: Document): Partial<PageContextJson> & { islands: Record<string, string> } {
  const text = doc.getElementById(CONTEXT_ELEMENT_ID)?.textContent;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<PageContextJson>) : {};
    return { ...parsed, islands: parsed.islands ?? {} };
  } catch (error) {
    console.error('Vitrina: unreadable page context', error);
    return { islands: {} };
  }
}
