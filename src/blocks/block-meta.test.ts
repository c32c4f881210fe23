import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockOrigins, defineBlockMeta, type BlockOrigin } from './block-meta.ts';

const data = v.object({ url: v.string() });

describe('blockOrigins: what a block may add to its page policy', () => {
  it('a fixed list is used as declared', () => {
    const meta = defineBlockMeta({ name: 'x', types: [], data, origins: [{ directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true }] });
    expect(blockOrigins(meta, { url: '' })).toEqual([{ directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true }]);
    expect(blockOrigins(defineBlockMeta({ name: 'y', types: [], data }), { url: '' })).toEqual([]);
  });

  it('a function of the data gives the origins that data names', () => {
    const meta = defineBlockMeta({ name: 'x', types: [], data, origins: (d) => [{ directive: 'frame-src', origin: d.url }] });
    expect(blockOrigins(meta, { url: 'https://a.example' })).toEqual([{ directive: 'frame-src', origin: 'https://a.example' }]);
  });

  it('drops whatever is not a bare https origin of a public host, or names an unknown directive', () => {
    const meta = defineBlockMeta({ name: 'x', types: [], data, origins: (d) => [{ directive: 'frame-src', origin: d.url }] });
    for (const url of ['*', 'https://*', "'unsafe-inline'", 'http://a.example', 'https://a.example:444', 'https://127.0.0.1', 'https://localhost', 'https://a.example/x', 'https://a.example; script-src *', 'javascript:alert(1)', 'data:', '']) {
      expect(blockOrigins(meta, { url }), url).toEqual([]);
    }
    const odd = defineBlockMeta({ name: 'x', types: [], data, origins: () => [{ directive: 'script-src-elem' as never, origin: 'https://a.example' }, null as unknown as BlockOrigin] });
    expect(blockOrigins(odd, { url: '' })).toEqual([]);
  });

  it('a function that throws, or gives no list, adds nothing', () => {
    const throws = defineBlockMeta({ name: 'x', types: [], data, origins: () => { throw new Error('x'); } });
    expect(blockOrigins(throws, { url: '' })).toEqual([]);
    const notList = defineBlockMeta({ name: 'x', types: [], data, origins: () => 'https://a.example' as never });
    expect(blockOrigins(notList, { url: '' })).toEqual([]);
  });
});
