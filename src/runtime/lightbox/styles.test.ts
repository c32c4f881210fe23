import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The §9 numbers are set by the runtime as custom properties on the dialog (view.ts): the
// stylesheet must use them, not numbers of its own, and ship in the theme.
const STYLES = join(import.meta.dirname, '../../page/styles');
/** The rules, without comments (which may name the numbers). */
const css = readFileSync(join(STYLES, 'lightbox.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('lightbox.css', () => {
  it('is part of the one stylesheet', () => {
    expect(readFileSync(join(STYLES, 'theme.css'), 'utf8')).toContain("@import './lightbox.css';");
  });

  it('fades with the runtime\'s §9 durations and overlay opacity, and writes none of its own', () => {
    expect(css).toMatch(/\.lightbox \{[^}]*animation: lightbox-in var\(--lightbox-overlay-fade\)/);
    expect(css).toMatch(/\.lightbox \{[^}]*transition: opacity var\(--lightbox-overlay-fade\)/);
    expect(css).toMatch(/\.lightbox__figure \{[^}]*animation: lightbox-in var\(--lightbox-content-fade\)/);
    expect(css).toMatch(/\.lightbox__overlay \{[^}]*opacity: var\(--lightbox-overlay-opacity\)/);
    expect(css).not.toMatch(/\b(350ms|600ms|0\.35s|0\.6s|0\.95|888)\b/);
  });

  it('gives every button a 44 px target and a visible focus ring, and stops the page from scrolling', () => {
    expect(css).toMatch(/\.lightbox__button \{[^}]*width: 44px;[^}]*height: 44px;/);
    expect(css).toMatch(/\.lightbox__button:focus-visible \{[^}]*outline: 3px solid/);
    expect(css).toMatch(/html\.lightbox-open \{[^}]*overflow: hidden/);
  });
});
