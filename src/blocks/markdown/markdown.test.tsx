import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { blockMeta } from '../schemas.ts';
import { markdownHtml } from './markdown-html.ts';
import { MARKDOWN_MAX, MarkdownData } from './markdown.schema.ts';
import meta from './meta.ts';

function render(input: unknown) {
  const def = blockDefinition(BlockType.MARKDOWN)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'm', data, span: 12 }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}

describe('markdown block (44): schema', () => {
  it('is the folder that renders type 44, static, reading nothing of the page', () => {
    expect(blockMeta(BlockType.MARKDOWN)).toBe(meta);
    expect(blockDefinition(BlockType.MARKDOWN)?.name).toBe('markdown');
    expect(meta.reads).toBeUndefined();
    expect(pageOrigins([{ id: 'm', type: BlockType.MARKDOWN, span: 12, data: { markdown: '![x](https://a.example/x.png)' } } as never])).toEqual([]);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(MarkdownData, { markdown: '# Hola' })).toEqual({ markdown: '# Hola', align: 'left' });
    expect(v.safeParse(MarkdownData, { markdown: 'x'.repeat(MARKDOWN_MAX) }).success).toBe(true);
    for (const bad of [{}, { markdown: 3 }, { markdown: 'x'.repeat(MARKDOWN_MAX + 1) }, { markdown: '', align: 'justify' }]) {
      expect(v.safeParse(MarkdownData, bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});

describe('markdown block (44): rendered on the server, sanitised', () => {
  it('renders GitHub-flavoured Markdown: headings, emphasis, lists, tables, code, rules', () => {
    const html = markdownHtml('### Notas\n\n**Cacao** y _panela_, ~~amargo~~\n\n- uno\n- dos\n\n| Origen | Puntaje |\n|:--|--:|\n| Chiapas | 86 |\n\n`V60`\n\n---');
    expect(html).toContain('<h3>Notas</h3>');
    expect(html).toContain('<strong>Cacao</strong> y <em>panela</em>, <del>amargo</del>');
    expect(html).toContain('<ul>\n<li>uno</li>');
    expect(html).toContain('<th>Origen</th>');
    expect(html).toContain('<td class="align-right">86</td>'); // `align` is obsolete: a class (layout.css)
    expect(html).toContain('<code>V60</code>');
    expect(html).toContain('<hr />');
    expect(markdownHtml('```\nnpm i\n```')).toBe('<pre tabindex="0"><code>npm i\n</code></pre>\n');
  });

  it('drops scripts, handlers, styles and unsafe links from raw HTML and Markdown alike', () => {
    const html = markdownHtml('Hola <script>alert(1)</script><style>p{}</style><b onclick="x()">b</b> [mal](javascript:alert(1)) <a href="vbscript:x">v</a> <iframe src="https://a.example"></iframe>');
    expect(html).not.toMatch(/script|style|onclick|javascript:|vbscript|iframe|alert/i);
    expect(html).toContain('<b>b</b>');
  });

  it('keeps images of the site itself only (no third-party request), lazy', () => {
    const html = markdownHtml('![taza](/media/taza.jpg) ![fuera](https://a.example/x.png) ![proto](//a.example/x.png) ![data](data:image/png;base64,AAAA)');
    expect(html).toContain('<img src="/media/taza.jpg" alt="taza" loading="lazy" decoding="async" />');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('a link to a new tab loses its opener; safe links stay', () => {
    expect(markdownHtml('<a href="https://a.example" target="_blank">a</a> [b](/tienda) [c](mailto:hola@cafe.mx)')).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a> <a href="/tienda">b</a> <a href="mailto:hola@cafe.mx">c</a></p>\n',
    );
  });

  it('the block is rich text with its alignment', () => {
    expect(render({ markdown: '*Hola*', align: 'center' })).toBe('<div class="rich-text markdown-block align-center"><p><em>Hola</em></p>\n</div>');
  });
});
