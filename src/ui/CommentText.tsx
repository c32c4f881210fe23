/**
 * A comment's plain text as HTML (docs/comments.md): paragraphs at blank lines, line breaks kept,
 * every character escaped by React, and http(s) addresses made links with `rel="nofollow ugc"`.
 * Nothing a commenter types becomes markup.
 */
import { trimChar } from '../shared/trim.ts';

/** http(s) addresses in running text; trailing punctuation stays text. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence after an address rather than the address (trimmed by a loop: /[…]+$/ is quadratic). */
const TRAILING = `.,;:!?)]}'"»`;

/** The text split into text and link pieces. */
export function linkPieces(text: string): Array<{ text: string; href?: string }> {
  const pieces: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimChar(match[0], TRAILING, 'end');
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** One comment's text as paragraphs. */
export function CommentText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '');
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {linkPieces(line).map((piece, k) =>
                piece.href ? (
                  <a key={k} href={piece.href} rel="nofollow ugc">
                    {piece.text}
                  </a>
                ) : (
                  piece.text
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
