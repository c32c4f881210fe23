import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { rememberedBy } from '../../shared/remembered.ts';

/**
 * Server-side highlighting with highlight.js core and the languages a site's code is likely to be
 * in (web, data, shell): a known set keeps detection quick and its guesses sane. Output is
 * escaped text in `<span class="hljs-…">`; the colours are the block's CSS (code.css).
 */
const LANGUAGES = { bash, css, javascript, json, markdown, python, sql, typescript, xml, yaml };
for (const [name, lang] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, lang);

/** Longer code is shown escaped but not highlighted (highlighting is linear but not free). */
export const HIGHLIGHT_MAX = 20_000;

export interface Highlighted {
  /** Escaped HTML with highlight spans. */
  html: string;
  /** The language used (its display name), when one was found. */
  language?: string;
  /** Its highlight.js id (`javascript`), for the `language-*` class. */
  id?: string;
}

/**
 * `code` highlighted in `language` (a name or alias), or in the language detected among the
 * registered ones when it is absent or unknown.
 * @example highlightCode('{"a": 1}', 'json').language // 'JSON'
 */
export function highlightCode(code: string, language?: string): Highlighted {
  return highlightKept({ code, language });
}

// Remembered by language and code (a page renders it on every miss, and detection tries every
// language); the key: the language's length, then the language and the code (neither can end the other).
const highlightKept = rememberedBy(
  ({ code, language }: { code: string; language?: string }) => Object.freeze(highlightNow(code, language)),
  ({ code, language }) => `${language?.length ?? -1}:${language ?? ''}${code}`,
  { length: (answer) => answer.html.length },
);

function highlightNow(code: string, language?: string): Highlighted {
  if (code.length > HIGHLIGHT_MAX) return { html: escapeHtml(code) };
  const known = language ? hljs.getLanguage(language) : undefined;
  if (known && language) {
    const result = hljs.highlight(code, { language, ignoreIllegals: true });
    return { html: result.value, language: known.name, id: canonical(language) };
  }
  const auto = hljs.highlightAuto(code);
  if (!auto.language || auto.relevance < 3) return { html: escapeHtml(code) };
  return { html: auto.value, language: hljs.getLanguage(auto.language)?.name, id: auto.language };
}

/** The registered id a name or alias stands for (`js` → `javascript`). */
function canonical(language: string): string {
  const lang = hljs.getLanguage(language);
  return Object.keys(LANGUAGES).find((id) => hljs.getLanguage(id) === lang) ?? language.toLowerCase();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
