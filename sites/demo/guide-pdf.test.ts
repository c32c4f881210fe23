import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE, pdfDocument } from './guide-pdf.ts';

// The demo's digital guide (the product ALT-GUIA-PDF delivers it, docs/commerce-digital.md):
// regenerating reproduces the committed file, which is a well-formed PDF of a few small pages.

const FILE = 'sites/demo/descargas/guia-cafe-en-casa.pdf';

describe('the demo guide PDF', () => {
  const committed = readFileSync(FILE);

  it('reproduces byte for byte', () => {
    expect(pdfDocument('Guía digital: café de especialidad en casa', GUIDE).equals(committed)).toBe(true);
  });

  it('is a PDF of four pages under 200 KB whose cross-reference table points at its objects', () => {
    const text = committed.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(committed.length).toBeLessThan(200_000);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(4);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    // Spanish text in WinAnsi: «Guía» is G u \355 a.
    expect(text).toContain('(Prensa francesa)');
    expect(text).toContain('Gu\\355a');
  });
});
