// @vitest-environment happy-dom
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ButtonBlock } from '../../blocks/button/Button.tsx';
import { ButtonData } from '../../blocks/button/button.schema.ts';
import { watchButtons } from './buttons.ts';

const button = (id: string, input: unknown) => renderStaticMarkup(ButtonBlock({ id, data: v.parse(ButtonData, input) }));
// The census listens in the capture phase; this one, bubbling, keeps happy-dom from following the links.
const stay = (e: Event) => e.preventDefault();
beforeEach(() => document.addEventListener('click', stay));
afterEach(() => {
  document.removeEventListener('click', stay);
  document.body.innerHTML = '';
});

describe('the button census (§7 button-render, button-click)', () => {
  it('one button-render per button block as rendered on the server, one button-click per click', () => {
    document.body.innerHTML =
      button('b1', { label: 'Ver la tienda', href: '/tienda', size: 'large', alignment: 'right' }) +
      button('b2', { label: 'Mapa', href: '#mapa', newWindow: true }) +
      '<a href="/otro">otro enlace</a>';
    // happy-dom opens target=_blank links in a new frame whatever the listeners say.
    document.querySelectorAll('a[target]').forEach((a) => a.removeAttribute('target'));
    const send = vi.fn();
    const stop = watchButtons(document, send);
    expect(send.mock.calls).toEqual([
      ['/api/census/button-render', { id: 'b1', buttonText: 'Ver la tienda', clickthroughUrl: '/tienda', alignment: 'right', size: 'large', newWindow: false, context: 'block' }],
      ['/api/census/button-render', { id: 'b2', buttonText: 'Mapa', clickthroughUrl: '#mapa', alignment: 'left', size: 'medium', newWindow: true, context: 'block' }],
    ]);
    send.mockClear();
    // A click on the hidden "new window" text inside the link counts for its button.
    (document.querySelector('.visually-hidden') as HTMLElement).click();
    (document.querySelector('a[href="/otro"]') as HTMLElement).click();
    expect(send.mock.calls).toEqual([['/api/census/button-click', expect.objectContaining({ id: 'b2' })]]);

    stop();
    (document.querySelector('a[href="/tienda"]') as HTMLElement).click();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a broken census attribute sends nothing and breaks nothing', () => {
    document.body.innerHTML = '<a data-census-button="{no es json" href="/x">x</a>';
    const send = vi.fn();
    watchButtons(document, send);
    (document.querySelector('a') as HTMLElement).click();
    expect(send).not.toHaveBeenCalled();
  });
});
