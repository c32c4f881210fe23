/**
 * Measures the fallback metrics of src/model/fonts.ts in Chromium: for each family, the width of a
 * Spanish sample against its local fallback (Liberation Sans/Serif, metric twins of Arial and Times
 * New Roman) gives size-adjust, and the font's ascent and descent are divided by it. Run with
 * `npx tsx scripts/font-metrics.ts` and copy the numbers into FONT_FAMILIES.
 */
import { readFileSync } from 'node:fs';
import { FONT_FAMILIES } from '../src/model/fonts.ts';
import { launchBrowser } from '../test/e2e/browser.ts';

const root = process.cwd();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent('<canvas id=c></canvas>');
const sample = 'Café de montaña, tostado en la Roma. En Café Altura tostamos cada semana cafés de pequeños productores de Chiapas, Oaxaca y Veracruz.';
for (const f of FONT_FAMILIES) {
  const b64 = readFileSync(`${root}/node_modules/@fontsource-variable/${f.id}/files/${f.id}-latin-wght-normal.woff2`).toString('base64');
  const local = f.fallback.local === 'Arial' ? 'Liberation Sans' : 'Liberation Serif';
  const r = await page.evaluate(async ({ b64, fam, local, sample, weight }) => {
    const face = new FontFace('M-' + fam, `url(data:font/woff2;base64,${b64})`);
    await face.load(); document.fonts.add(face);
    const ctx = (document.getElementById('c') as HTMLCanvasElement).getContext('2d')!;
    ctx.font = `${weight} 100px 'M-${fam}'`; const m = ctx.measureText(sample);
    ctx.font = `${weight} 100px '${local}'`; const l = ctx.measureText(sample);
    return { w: m.width, a: m.fontBoundingBoxAscent, d: m.fontBoundingBoxDescent, lw: l.width };
  }, { b64, fam: f.family, local, sample, weight: 400 });
  const sizeAdjust = r.w / r.lw;
  console.log(JSON.stringify({ id: f.id, local: f.fallback.local, sizeAdjust: +(sizeAdjust * 100).toFixed(1), ascent: +(r.a / sizeAdjust).toFixed(1), descent: +(r.d / sizeAdjust).toFixed(1) }));
}
await browser.close();
