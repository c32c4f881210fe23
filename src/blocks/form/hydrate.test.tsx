// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicDefinition } from '../../shared/forms/fields.ts';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import hydrateForm from './form.island.tsx';
import hydrateNewsletter from '../newsletter/newsletter.island.tsx';
import { FormBlock, type FormBlockProps } from './FormBlock.tsx';
import { fakeServer, happyRoutes } from './test-setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each([
  ['form', hydrateForm, everyFieldForm],
  ['newsletter', hydrateNewsletter, newsletterForm],
] as const)('%s island', (_name, hydrate, definition) => {
  const props: FormBlockProps = { definition: publicDefinition(definition), blockId: 'b1', page: { collectionId: 'c', pageId: 'p' } };

  it('props survive the data-props round trip', () => {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-props', JSON.stringify(props));
    expect(JSON.parse(wrapper.dataset.props!)).toEqual(props);
  });

  it('hydrates the server HTML with the same ids and no mismatch, then enables sending', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    fakeServer(happyRoutes);
    const el = document.createElement('div');
    el.innerHTML = renderToString(<FormBlock {...props} />, { identifierPrefix: 'b1' });
    document.body.append(el);
    const idsBefore = [...el.querySelectorAll('[id]')].map((n) => n.id);
    expect(el.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(true);
    const errors = vi.spyOn(console, 'error');
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrate(el, props, 'b1');
    });
    expect(errors).not.toHaveBeenCalled();
    expect(el.dataset.hydrated).toBe('true');
    expect([...el.querySelectorAll('[id]')].map((n) => n.id)).toEqual(idsBefore);
    expect(el.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
    act(() => root!.unmount());
  });
});
