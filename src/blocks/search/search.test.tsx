// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import meta from './meta.ts';
import { SearchData } from './search.schema.ts';

describe('search block (33)', () => {
  it('is the folder that renders type 33; data is optional', () => {
    expect(blockMeta(BlockType.SEARCH)).toBe(meta);
    expect(v.parse(SearchData, {})).toEqual({ placeholder: '' });
    expect(v.safeParse(SearchData, { placeholder: 'x'.repeat(101) }).success).toBe(false);
  });

  it('renders a labelled GET form to /search with a field named q', () => {
    const root = dom(renderBlock(BlockType.SEARCH, {}, { id: 'b7' }));
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('role')).toBe('search');
    const input = form.querySelector('input[name="q"]')!;
    expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Buscar en el sitio');
    expect(input.getAttribute('placeholder')).toBe('Buscar…');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Buscar');
  });

  it('escapes its placeholder', () => {
    const html = renderBlock(BlockType.SEARCH, { placeholder: '"><script>x</script>' }, { id: 'b7' });
    expect(html).not.toContain('<script>');
  });
});
