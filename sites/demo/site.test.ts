import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../src/blocks/registry.ts';
import { type Layout, type Site } from '../../src/model/index.ts';
import { parseSiteFile } from '../../src/server/sites/site-file.ts';
import { drawAll } from './draw.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const raw = JSON.parse(readFileSync(join(here, 'site.json'), 'utf8'));
const parsed = parseSiteFile(raw);
const site = (parsed.ok ? parsed.site : undefined) as Site;

/** Every layout of the site (pages and items) with a name for messages. */
function layouts(): { name: string; layout: Layout }[] {
  return site.collections.flatMap((c) => [
    { name: c.urlId, layout: c.layout },
    ...c.items.map((i) => ({ name: `${c.urlId}/${i.urlId}`, layout: i.layout })),
  ]);
}

const blocks = () => layouts().flatMap(({ layout }) => layout.sections.flatMap((s) => s.rows.flatMap((r) => r.blocks)));

describe('demo site', () => {
  it('is a valid site file', () => {
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(parsed.ok && parsed.warnings).toEqual([]);
  });

  it('uses every block of the registry (but the discontinued third-party types, which show nothing)', () => {
    const used = new Set<number>(blocks().map((b) => b.type));
    const notYet = new Set(['discontinued']);
    const missing = blockDefinitions.filter((d) => !notYet.has(d.name) && !d.types.some((t) => used.has(t))).map((d) => d.name);
    expect(missing).toEqual([]);
  });

  it('has unique section and block ids on each page', () => {
    for (const { name, layout } of layouts()) {
      const ids = layout.sections.flatMap((s) => [s.id, ...s.rows.flatMap((r) => r.blocks.map((b) => b.id))]);
      expect(ids.length, name).toBe(new Set(ids).size);
    }
  });

  it('has an English version of the home page and one more, with its own navigation', () => {
    expect(site.languages).toMatchObject({ primary: 'es-419', others: ['en'] });
    const english = site.collections.filter((c) => c.language === 'en');
    const home = site.collections.find((c) => c.urlId === site.homePage)!;
    expect(english.map((c) => c.translationKey)).toContain(home.translationKey);
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(site.navigation.byLanguage?.en?.length).toBeGreaterThanOrEqual(2);
  });

  it('links only to pages and items that exist', () => {
    // Site paths the server answers before any page (the gift checkout of issue 17) count too.
    // A page in another language is under its prefix, and the prefix alone is that language's home (docs/multilingual.md).
    const at = (c: Site['collections'][number]) => (c.language && c.language !== site.languages.primary ? `/${c.language.toLowerCase()}/${c.urlId}` : `/${c.urlId}`);
    const paths = new Set(['/', '/checkout/giftcard', ...site.languages.others.map((l) => `/${l.toLowerCase()}`), ...site.collections.flatMap((c) => [at(c), ...c.items.map((i) => `${at(c)}/${i.urlId}`)])]);
    const hrefs = [
      ...site.navigation.main.map((l) => l.href),
      ...Object.values(site.navigation.byLanguage ?? {}).flatMap((links) => (links ?? []).map((l) => l.href)),
      ...site.headerFooter.footer.links.map((l) => l.href),
      ...blocks().flatMap((b) => [b.data.href, ...Array.from(JSON.stringify(b.data).matchAll(/href=\\"([^"\\]+)\\"/g), (m) => m[1])]),
    ].filter((h): h is string => typeof h === 'string' && h.startsWith('/'));
    expect(hrefs.filter((h) => !paths.has(h.split('#')[0].split('?')[0]))).toEqual([]);
  });

  it('has a store with every product type, a sold-out product and one on sale', () => {
    const store = site.collections.find((c) => c.type === 13)!;
    const products = store.items.map((i) => i.product!);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD']));
    expect(products.some((p) => p.variants.every((v) => !v.unlimited && v.qtyInStock === 0))).toBe(true);
    expect(products.some((p) => p.variants.some((v) => v.onSale && v.salePriceCents! < v.priceCents))).toBe(true);
  });
});

describe('demo media', () => {
  const mediaDir = join(here, 'media');
  const tmp = mkdtempSync(join(tmpdir(), 'vitrina-demo-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('has a file for every media entry, and no file without one', () => {
    const files = site.media.map((m) => m.file);
    expect(files.filter((f) => !existsSync(join(here, f)))).toEqual([]);
    expect(readdirSync(mediaDir).map((f) => `media/${f}`).sort()).toEqual(files.filter((f) => f.startsWith('media/')).sort());
  });

  it('regenerates byte for byte', async () => {
    const written = await drawAll(tmp);
    expect(written.sort()).toEqual(readdirSync(mediaDir).sort());
    for (const f of written) expect(readFileSync(join(tmp, f)).equals(readFileSync(join(mediaDir, f))), f).toBe(true);
  });

  it('draws pictures without text, marked as generated, that sharp can rasterise', async () => {
    for (const f of readdirSync(mediaDir)) {
      const svg = readFileSync(join(mediaDir, f), 'utf8');
      expect(svg, f).toContain('<!-- generated by sites/demo/draw.ts, do not edit -->');
      expect(svg, f).not.toMatch(/<text\b/);
      const { info } = await sharp(Buffer.from(svg)).resize({ width: 96 }).png().toBuffer({ resolveWithObject: true });
      expect(info.width, f).toBe(96);
    }
  }, 60_000);
});
