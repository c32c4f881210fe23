// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accordionProps } from './index.ts';
import hydrate from './accordion.island.tsx';
import { Accordion } from './Accordion.tsx';
import { AccordionData } from './accordion.schema.ts';
import * as v from 'valibot';

const data = v.parse(AccordionData, {
  items: [
    { title: 'Envíos «rápidos» & seguros', html: '<p>Sí, con "comillas" y </script> dentro.</p>' },
    { title: 'Molienda', html: '<p>La que prefieras.</p>' },
  ],
  firstItemExpanded: true,
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('accordion island', () => {
  it('props are JSON: they survive a round trip through the data-props attribute', () => {
    const props = accordionProps(data);
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-props', JSON.stringify(props));
    expect(JSON.parse(wrapper.dataset.props!)).toEqual(props);
    expect(props).toEqual({ items: data.items, allowMultipleOpen: false, firstItemExpanded: true, headingLevel: 3 });
  });

  it('hydrates the server HTML with the same ids and no mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const props = accordionProps(data);
    const serverHtml = renderToString(<Accordion {...props} />, { identifierPrefix: 'faq-1' });
    const el = document.createElement('div');
    el.innerHTML = serverHtml;
    document.body.append(el);
    const errors = vi.spyOn(console, 'error');

    const idsBefore = [...el.querySelectorAll('[id]')].map((n) => n.id);
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrate(el, props, 'faq-1');
    });
    expect(errors).not.toHaveBeenCalled();
    expect(el.dataset.hydrated).toBe('true');
    expect([...el.querySelectorAll('[id]')].map((n) => n.id)).toEqual(idsBefore);
    expect(idsBefore[0]).toContain('faq-1');

    // And it is alive: the second button opens its panel and closes the first.
    const buttons = el.querySelectorAll('button');
    await act(async () => buttons[1].click());
    expect(buttons[1].getAttribute('aria-expanded')).toBe('true');
    expect(buttons[0].getAttribute('aria-expanded')).toBe('false');
    act(() => root!.unmount());
  });
});
