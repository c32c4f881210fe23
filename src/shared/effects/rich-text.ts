/**
 * Rich text with effects, as the html block renders it: owner HTML (already sanitised at
 * publish, src/server/sites/publish-html.ts) with each text-effect span given its shape's SVG
 * and each scaled text its size estimate. Runs on the server; the browser only animates.
 */
import { scaledTextFallback, SCALED_TEXT_ATTRIBUTE } from './scaled-text.ts';
import { SHAPE_PATHS } from './shapes.ts';
import { drawStartOffset, readTextEffect, type TextEffect } from './text-effect.ts';
import { replaceElements } from '../replace-elements.ts';

/** Attributes of an opening tag as sanitize-html writes them (`name="value"`, or a bare name). */
function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([a-zA-Z][\w-]*)(?:="([^"]*)")?/g)) attrs[m[1]!.toLowerCase()] = m[2] ?? '';
  return attrs;
}

/** The inline SVG of a text effect: its shape as one stroked path, hidden from assistive technology. */
export function textEffectSvg(effect: TextEffect): string {
  return (
    `<svg class="text-effect__shape" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">` +
    `<path d="${SHAPE_PATHS[effect.shape]}" vector-effect="non-scaling-stroke" stroke-linecap="${effect.caps}"/></svg>`
  );
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[e] ?? '');

/** The rich text with its effects rendered, and whether it has any (then the page needs the html block's script). */
export function decorateRichText(html: string): { html: string; moving: boolean } {
  // Most rich text has neither (every html block of every page render comes through here).
  if (!html.includes('<span') && !html.includes(SCALED_TEXT_ATTRIBUTE)) return { html, moving: false };
  let moving = false;
  // An opening tag's attributes hold no '<' (the HTML was sanitised at publish: values are escaped),
  // so the scan from each '<span' stops at the next '<': with `[^>]*` a run of '<span' and no '>'
  // was scanned to its end from every one of them (quadratic, bench/suites/regex.ts).
  let out = html.replace(/<span\b([^<>]*)>/g, (tag, source: string) => {
    const attrs = attributes(source);
    const effect = readTextEffect(attrs);
    if (!effect) return tag;
    moving = true;
    const style = `--te-thickness:${effect.thickness};--te-duration:${effect.durationSeconds}s;--te-start:${drawStartOffset(effect.direction)}`;
    return `<span class="text-effect text-effect--${effect.kind} text-effect--${effect.shape}"${source} style="${style}">${textEffectSvg(effect)}`;
  });
  out = replaceElements(out, /<(h[1-4]|p)\b([^<>]*)>/g, (whole, tag, source, inner) => {
    if (!(SCALED_TEXT_ATTRIBUTE in attributes(source))) return whole;
    moving = true;
    const chars = decode(inner.replace(/<[^<>]*>/g, '')).trim().length;
    return `<${tag} class="scaled-text"${source} style="font-size:${scaledTextFallback(chars)}"><span class="scaled-text__line">${inner}</span></${tag}>`;
  });
  return { html: out, moving };
}
