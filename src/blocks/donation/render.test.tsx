// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it, vi } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { DonationData } from './donation.schema.ts';
import start from './donation.script.ts';

function render(input: unknown) {
  const def = blockDefinition(BlockType.DONATION)!;
  return renderStaticMarkup(<>{def.render!({ id: 'd', data: v.parse(def.data, input) }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}

describe('donation block', () => {
  it('schema: defaults and refusals', () => {
    expect(v.parse(DonationData, {})).toEqual({ title: '', text: '', donatePageId: '', buttonLabel: '', align: 'left' });
    for (const bad of [{ donatePageId: 'a b' }, { donatePageId: 'x&y=1' }, { donatePageId: 'x'.repeat(65) }, { align: 'right' }, { buttonLabel: 'x'.repeat(61) }]) {
      expect(v.safeParse(DonationData, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('links to /checkout/donate?donatePageId=… (§2), «Donar» unless the owner names the button; no script', () => {
    const html = render({ title: 'Fondo para la escuela', text: 'Útiles y libros.', donatePageId: 'escuela-la-esperanza' });
    expect(html).toContain('<a class="btn btn--primary donation-block__button" href="/checkout/donate?donatePageId=escuela-la-esperanza">Donar</a>');
    expect(html).toContain('<h3 class="donation-block__title">Fondo para la escuela</h3>');
    expect(html).not.toContain('data-block-script');
    expect(render({ donatePageId: 'x', buttonLabel: 'Donar al fondo' })).toContain('>Donar al fondo</a>');
  });

  it('without a button: no link, and the script logs §8 console message once per block', () => {
    const html = render({ title: 'Fondo' });
    expect(html).not.toContain('<a');
    expect(html).toContain('data-block-script="donation"');
    document.body.innerHTML = html + render({ donatePageId: 'x' }) + render({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(document);
    start(document);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toBe('Donation block: no donate button (the block has no donation page)');
    warn.mockRestore();
  });
});
