import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../page/context.ts';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage, fixtureSite } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { OWNER_FRAME_MAX_HEIGHT, OWNER_FRAME_MIN_HEIGHT, OWNER_FRAME_POLICY, ownerFrameDocument, ownerFrameHeight, ownerFramePath } from '../../shared/owner-frame.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { blockMeta } from '../schemas.ts';
import { CODE_MAX, CodeData } from './code.schema.ts';
import { HIGHLIGHT_MAX, highlightCode } from './highlight.ts';
import meta from './meta.ts';

type Settings = Partial<{ ownerScripts: boolean; consent: boolean }>;
function page(settings: Settings = {}, overrides: Partial<PageModel> = {}): PageModel {
  const site = fixtureSite();
  site.settings = {
    ...site.settings,
    ownerScripts: settings.ownerScripts,
    ...(settings.consent ? { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } as never } : {}),
  };
  return { ...fixturePage([]), site, ...overrides };
}
function render(type: number, input: unknown, settings: Settings = {}, overrides: Partial<PageModel> = {}) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'b1', data, span: 12 }, contextFor(def, createRenderContext(page(settings, overrides), fixtureAssets)))}</>);
}

describe('code block (23): schema', () => {
  it('is the folder that renders type 23 and reads the page and site it needs for its frame', () => {
    expect(blockMeta(BlockType.CODE)).toBe(meta);
    expect(blockDefinition(BlockType.CODE)?.name).toBe('code');
    expect(meta.reads).toEqual(['collectionId', 'itemId', 'site']);
    // Its frame is on the site's own origin: the page's policy gains nothing.
    expect(pageOrigins([{ id: 'c', type: BlockType.CODE, span: 12, data: { code: '<script src="https://a.example/x.js"></script>', run: true } } as never])).toEqual([]);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(CodeData, { code: 'x' })).toEqual({ code: 'x', title: '', run: false });
    expect(v.parse(CodeData, { code: 'x', language: 'json', height: 400, run: true })).toMatchObject({ language: 'json', height: 400, run: true });
    for (const bad of [
      {}, { code: 1 }, { code: 'x'.repeat(CODE_MAX + 1) }, { code: '', language: 'java script' }, { code: '', language: '"><x' },
      { code: '', height: OWNER_FRAME_MIN_HEIGHT - 1 }, { code: '', height: OWNER_FRAME_MAX_HEIGHT + 1 }, { code: '', height: 100.5 }, { code: '', run: 'yes' },
      { code: '', title: 't'.repeat(201) },
    ]) {
      expect(v.safeParse(CodeData, bad).success, JSON.stringify(bad).slice(0, 50)).toBe(false);
    }
  });
});

describe('code block (23): highlighted text', () => {
  it('highlights in the given language (aliases too) with escaped spans', () => {
    const json = highlightCode('{"origen": "<Chiapas>"}', 'json');
    expect(json).toMatchObject({ language: 'JSON', id: 'json' });
    expect(json.html).toContain('<span class="hljs-string">&quot;&lt;Chiapas&gt;&quot;</span>');
    expect(highlightCode('const a = 1;', 'js')).toMatchObject({ language: 'JavaScript', id: 'javascript' });
  });

  it('detects the language when absent or unknown; plain text stays escaped text', () => {
    expect(highlightCode('function tostar(grados) { return grados * 2; }').id).toBe('javascript');
    expect(highlightCode('<b>x</b> y & z', 'klingon').html).not.toContain('<b>');
    expect(highlightCode('hola mundo')).toEqual({ html: 'hola mundo' });
  });

  it('remembers by language and code together: the same code in another language, or none, is highlighted apart', () => {
    const code = 'SELECT 1 -- x';
    const sql = highlightCode(code, 'sql');
    expect(sql.id).toBe('sql');
    expect(highlightCode(code, 'sql')).toBe(sql); // the answer kept
    expect(highlightCode(code, 'bash').id).toBe('bash');
    expect(highlightCode(code).id).not.toBe('bash');
    // A language that is the start of the code's text does not take the code's place.
    expect(highlightCode('sqlSELECT 1', '').html).toBe(highlightCode('sqlSELECT 1').html);
    expect(highlightCode('1', 'sql').html).not.toBe(highlightCode('sql1').html);
  });

  it('very long code is shown escaped, not highlighted', () => {
    const long = '<i>'.repeat(HIGHLIGHT_MAX);
    expect(highlightCode(long, 'xml')).toEqual({ html: '&lt;i&gt;'.repeat(HIGHLIGHT_MAX) });
  });

  it('renders a labelled, focusable listing with its caption; never runs anything', () => {
    const html = render(BlockType.CODE, { code: '<script>alert(1)</script>', language: 'html', title: 'index.html' });
    expect(html).toMatch(/^<figure class="code-block"><figcaption class="code-block__title">index.html<\/figcaption><pre class="code-block__pre" tabindex="0" role="region" aria-label="Código en HTML, XML: index.html"><code class="hljs language-xml">/);
    expect(html).not.toContain('<script');
    expect(render(BlockType.CODE, { code: 'hola' })).toContain('aria-label="Código"');
  });
});

describe('owner code runs only in its sandboxed frame', () => {
  const run = { code: '<p>hola</p><script>document.body.append("x")</script>', run: true, title: 'Calculadora', height: 240 };

  it('a code block marked to run, on a site that allows owner scripts: a click-to-run frame placeholder', () => {
    const html = render(BlockType.CODE, run, { ownerScripts: true });
    expect(html).toContain('data-block-script="code"');
    expect(html).toContain(`data-frame-src="${ownerFramePath('bbbbbbbbbbbbbbbbbbbbbbbb', 'b1')}"`);
    expect(html).toContain('data-frame-title="Contenido interactivo: Calculadora"');
    expect(html).toContain('--owner-frame-height:240px');
    expect(html).toContain('<button type="button" class="owner-frame__run">Mostrar contenido interactivo: Calculadora</button>');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-frame-consent');
    expect(render(BlockType.CODE, run, { ownerScripts: true, consent: true })).toContain('data-frame-consent="true"');
  });

  it('owner scripts off, not marked to run, or on an item page: shown as text', () => {
    for (const html of [
      render(BlockType.CODE, run),
      render(BlockType.CODE, run, { ownerScripts: false }),
      render(BlockType.CODE, { ...run, run: false }, { ownerScripts: true }),
      render(BlockType.CODE, run, { ownerScripts: true }, { item: { id: 'cccccccccccccccccccccccc' } } as never),
    ]) {
      expect(html).toMatch(/^<figure class="code-block">/);
      expect(html).not.toContain('data-block-script');
    }
  });

  it('an html block with scripts kept at publish runs in a frame only where owner scripts are allowed', () => {
    const data = { html: '<p>hola</p>', frameHtml: '<p>hola</p><script>x()</script>' };
    expect(render(BlockType.HTML, data, { ownerScripts: true })).toContain(`data-frame-src="${ownerFramePath('bbbbbbbbbbbbbbbbbbbbbbbb', 'b1')}"`);
    expect(render(BlockType.HTML, data)).toBe('<div class="rich-text align-left"><p>hola</p></div>');
    expect(render(BlockType.HTML, { html: '<p>hola</p>' }, { ownerScripts: true })).toBe('<div class="rich-text align-left"><p>hola</p></div>');
  });

  it('the frame: its policy is a sandbox without same-origin; heights are numbers, clamped', () => {
    expect(OWNER_FRAME_POLICY).toMatch(/^sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline' https:;/);
    expect(OWNER_FRAME_POLICY).not.toContain('allow-same-origin');
    expect(OWNER_FRAME_POLICY).toContain("frame-ancestors 'self'");
    expect(ownerFrameDocument('<p>x</p>')).toMatch(/^<!doctype html><html lang="es-419">.*<body><p>x<\/p><script>/);
    expect([ownerFrameHeight(300), ownerFrameHeight(1), ownerFrameHeight(1e9), ownerFrameHeight('300'), ownerFrameHeight(NaN), ownerFrameHeight({})]).toEqual([
      300, OWNER_FRAME_MIN_HEIGHT, OWNER_FRAME_MAX_HEIGHT, undefined, undefined, undefined,
    ]);
    expect(ownerFramePath('a/b', 'c d')).toBe('/api/blocks/a%2Fb/c%20d/frame');
  });
});
