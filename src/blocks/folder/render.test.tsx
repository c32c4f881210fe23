// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';

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
