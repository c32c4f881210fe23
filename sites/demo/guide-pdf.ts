/**
 * Writes the demo's digital guide (sites/demo/descargas/guia-cafe-en-casa.pdf): «Guía digital:
 * café de especialidad en casa», a few A5 pages in Spanish — the basics, then V60, Chemex and
 * prensa francesa recipes. A tiny PDF writer of its own (the standard Helvetica fonts with
 * WinAnsi encoding cover Spanish), so no dependency; deterministic bytes (guide-pdf.test.ts
 * checks). Run: `npx tsx sites/demo/guide-pdf.ts`. Also used for test fixtures (`pdfDocument`).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A line of a page: text, size in points, bold or not, the colour (0–1 grey or an rgb triple). */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  color?: [number, number, number];
  /** Extra space before it, in points. */
  gap?: number;
}

const A5 = { width: 420, height: 595, margin: 48 };

/** Latin-1 (WinAnsi for Spanish letters) with PDF string escapes. */
const pdfString = (s: string) => `(${[...s].map((ch) => {
  const code = ch.charCodeAt(0);
  if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
  if (code < 32 || code > 126) return `\\${(code > 255 ? 63 : code).toString(8).padStart(3, '0')}`;
  return ch;
}).join('')})`;

/** Wraps text to the page's width, from Helvetica's average advance (0.5 em; bold 0.55). */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 10.5;
  const perLine = Math.floor((A5.width - 2 * A5.margin) / (size * (line.bold ? 0.55 : 0.5)));
  const out: PdfLine[] = [];
  let current = '';
  for (const word of line.text.split(' ')) {
    if (current && (current + ' ' + word).length > perLine) {
      out.push({ ...line, text: current, gap: out.length ? 0 : line.gap });
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push({ ...line, text: current, gap: out.length ? 0 : line.gap });
  return out;
}

/** A PDF of pages of lines (A5, Helvetica), with a title in its document info. */
export function pdfDocument(title: string, pages: PdfLine[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesObj = add('PAGES');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  pages.forEach((lines, index) => {
    let y = A5.height - A5.margin;
    const ops: string[] = ['0.984 0.973 0.949 rg', `0 0 ${A5.width} ${A5.height} re f`, '0.42 0.27 0.16 rg', `${A5.margin} ${A5.height - 30} ${A5.width - 2 * A5.margin} 2 re f`];
    for (const line of lines.flatMap(wrap)) {
      const size = line.size ?? 10.5;
      y -= (line.gap ?? 0) + size * 1.45;
      const [r, g, b] = line.color ?? [0.16, 0.12, 0.1];
      ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${r} ${g} ${b} rg ${A5.margin} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
    }
    ops.push(`BT /F1 8 Tf 0.5 0.45 0.4 rg ${A5.margin} 28 Td ${pdfString(`${title} · ${index + 1}/${pages.length}`)} Tj ET`);
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A5.width} ${A5.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`));
  });
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${pdfString(title)} /Producer (Vitrina) >>`);
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const h = (text: string): PdfLine => ({ text, size: 15, bold: true, color: [0.42, 0.27, 0.16], gap: 6 });
const sub = (text: string): PdfLine => ({ text, size: 11.5, bold: true, gap: 8 });
const p = (text: string): PdfLine => ({ text, gap: 3 });
const step = (n: number, text: string): PdfLine => ({ text: `${n}. ${text}`, gap: 2 });

/** The guide's pages. */
export const GUIDE: PdfLine[][] = [
  [
    { text: 'Guía digital', size: 12, color: [0.42, 0.27, 0.16], gap: 40 },
    { text: 'Café de especialidad en casa', size: 22, bold: true, gap: 6 },
    p('Tres métodos, tres recetas y lo que de verdad importa para que tu taza sepa al origen del grano.'),
    sub('Lo básico'),
    p('Proporción: 1 g de café por cada 16 g de agua es un buen punto de partida. Pesa ambos: la cuchara engaña.'),
    p('Agua: filtrada, entre 92 °C y 96 °C (hierve y espera 30 segundos).'),
    p('Molienda: justo antes de preparar. Más fina si el café sabe agrio o aguado; más gruesa si sabe amargo o seco.'),
    p('Frescura: usa el café entre 7 y 30 días después de su fecha de tueste y guárdalo en un frasco opaco, lejos del calor.'),
  ],
  [
    h('V60'),
    p('Una taza limpia y brillante que deja ver la fruta de los cafés lavados.'),
    sub('Receta (1 taza)'),
    p('15 g de café, molienda media-fina (como sal de mesa) · 250 g de agua a 94 °C · 2:30 a 3:00 min.'),
    step(1, 'Enjuaga el filtro con agua caliente y tira esa agua.'),
    step(2, 'Agrega el café, haz un hueco al centro y vierte 40 g de agua: es el florecimiento. Espera 35 segundos.'),
    step(3, 'Vierte en espiral, despacio, hasta 150 g. Luego hasta 250 g en una segunda vuelta.'),
    step(4, 'Gira el cono con suavidad para aplanar la cama de café y deja que termine de filtrar.'),
    p('Consejo: si termina antes de 2:30, muele más fino; si pasa de 3:30, más grueso.'),
  ],
  [
    h('Chemex'),
    p('Su filtro grueso da una taza muy limpia y dulce, ideal para compartir.'),
    sub('Receta (2 tazas)'),
    p('30 g de café, molienda media-gruesa (como azúcar morena) · 500 g de agua a 95 °C · 4:00 a 4:30 min.'),
    step(1, 'Coloca el filtro con el lado de tres capas hacia el pico y enjuágalo bien.'),
    step(2, 'Florece con 60 g de agua durante 45 segundos.'),
    step(3, 'Vierte en tres tandas hasta 200 g, 350 g y 500 g, manteniendo el nivel a media altura.'),
    step(4, 'Retira el filtro, mueve la jarra en círculos y sirve.'),
  ],
  [
    h('Prensa francesa'),
    p('Cuerpo redondo y textura sedosa: perfecta para cafés naturales y de perfil achocolatado.'),
    sub('Receta (2 tazas)'),
    p('30 g de café, molienda gruesa (como sal de mar) · 480 g de agua a 94 °C · 4 min.'),
    step(1, 'Calienta la prensa con agua y tírala.'),
    step(2, 'Agrega el café y toda el agua. No pongas todavía la tapa.'),
    step(3, 'A los 4 minutos, rompe la costra con una cuchara y retira la espuma de encima.'),
    step(4, 'Pon la tapa, baja el émbolo solo hasta la superficie y sirve despacio.'),
    sub('¡Buen café!'),
    p('Anota tus recetas: la mejor es la que repites. Gracias por tu compra.'),
  ],
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(dirname(fileURLToPath(import.meta.url)), 'descargas', 'guia-cafe-en-casa.pdf');
  writeFileSync(out, pdfDocument('Guía digital: café de especialidad en casa', GUIDE));
  console.log(`escrito ${out}`);
}
