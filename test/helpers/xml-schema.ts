import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * XML Schema validation by libxml2 (xmllint compiled to WebAssembly: no network, no binary),
 * against the schemas vendored in test/fixtures/xsd: the sitemaps.org 0.9 urlset (with Google's
 * image 1.1 extension) and sitemapindex.
 */
const XSD = resolve('test/fixtures/xsd');
const file = (fileName: string) => ({ fileName, contents: readFileSync(resolve(XSD, fileName), 'utf8') });

/** The schema errors of `xml` ([] when valid): `urlset` (with images) or `sitemapindex`. */
export async function schemaErrors(xml: string, kind: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    ...(kind === 'urlset'
      ? { schema: file('sitemap-with-images.xsd'), preload: [file('sitemap.xsd'), file('sitemap-image.xsd')] }
      : { schema: file('siteindex.xsd') }),
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
