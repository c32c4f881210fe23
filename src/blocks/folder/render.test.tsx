// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import type { SiteView } from '../../page/context.ts';
import { blockDefinition, contextFor } from '../registry.ts';

/** The block of `type` with `data` on the page at `path` of the fixture site, rendered as the page does. */
function renderBlock(type: number, data: unknown, opts: { path?: string; site?: Partial<SiteView> } = {}): string {
  const def = blockDefinition(type)!;
  const base = fixturePage([]);
  const page = fixturePage([], { path: opts.path ?? '/nosotros', site: { ...base.site, ...opts.site } });
  return renderToStaticMarkup(<>{def.render!({ id: 'b1', data: v.parse(def.data, data), span: 12 }, contextFor(def, createRenderContext(page, fixtureAssets)))}</>);
}
/** Markup as a DOM tree (happy-dom). */
function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}
import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { FOLDER_MAX_LINKS, FolderData } from './folder.schema.ts';
import startFolders from './folder.script.ts';
import meta from './meta.ts';

const DATA = { title: 'Visítanos', links: [{ href: '/nosotros' }, { href: '/', title: 'Portada' }, { href: '/privado' }, { href: 'https://maps.app.goo.gl/x', title: 'Cómo llegar' }] };
const folder = (data: unknown = DATA, path = '/tienda') => dom(renderBlock(BlockType.FOLDER, data, { path }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('folder block (type 17)', () => {
  it('is the folder of type 17, with a block script', () => {
    expect(blockMeta(BlockType.FOLDER)).toBe(meta);
    expect(meta.reads).toEqual(['current', 'site']);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(FolderData, { title: 'A', links: [{ href: '/' }] })).toEqual({ title: 'A', links: [{ href: '/' }], open: false });
    const many = Array.from({ length: FOLDER_MAX_LINKS + 1 }, () => ({ href: '/' }));
    for (const bad of [{ links: [{ href: '/' }] }, { title: 'A', links: [] }, { title: 'A', links: many }, { title: 'A', links: [{ href: 'javascript:x' }] }, { title: '', links: [{ href: '/' }] }]) {
      expect(v.safeParse(FolderData, bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it('a native disclosure titled by the folder; untitled links take their page title, unknown pages are left out', () => {
    const root = folder();
    const details = root.querySelector('details')!;
    expect(details.getAttribute('data-block-script')).toBe('folder');
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Visítanos');
    expect([...root.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual(['Nosotros /nosotros', 'Portada /', 'Cómo llegar https://maps.app.goo.gl/x']);
  });

  it('holding the current page it starts open with that link marked; `open` opens it too', () => {
    const root = folder(DATA, '/nosotros');
    expect(root.querySelector('details')!.hasAttribute('open')).toBe(true);
    expect(root.querySelector('[aria-current]')?.textContent).toBe('Nosotros');
    expect(folder({ ...DATA, open: true }).querySelector('details')!.hasAttribute('open')).toBe(true);
    expect(renderBlock(BlockType.FOLDER, { title: 'A', links: [{ href: '/privado' }] })).toBe('');
  });

  it('its script: Escape closes it and puts focus on its title; a click outside closes it', () => {
    document.body.innerHTML = `${renderBlock(BlockType.FOLDER, DATA, { path: '/tienda' })}<button id="fuera">fuera</button>`;
    startFolders(document);
    startFolders(document); // a second start adds nothing
    const details = document.querySelector('details')!;
    details.open = true;
    const link = details.querySelector('a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
    details.open = true;
    document.getElementById('fuera')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(details.open).toBe(false);
    details.open = true;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(details.open).toBe(true);
    // Focus moving out closes it too.
    document.getElementById('fuera')!.focus();
    expect(details.open).toBe(false);
  });
});
