// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageContext } from './page-context.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('readPageContext', () => {
  it('reads the embedded JSON, escaped characters included', () => {
    document.body.innerHTML = `<script type="application/json" id="vitrina-context">{"pageType":2,"collection":{"title":"\\u003c/script\\u003e"},"islands":{"accordion":"/a.js"}}</script>`;
    expect(readPageContext(document)).toMatchObject({ pageType: 2, collection: { title: '</script>' }, islands: { accordion: '/a.js' } });
  });

  it('is empty but usable when missing or broken', () => {
    expect(readPageContext(document)).toEqual({ islands: {} });
    document.body.innerHTML = `<script type="application/json" id="vitrina-context">{broken</script>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPageContext(document)).toEqual({ islands: {} });
  });
});
