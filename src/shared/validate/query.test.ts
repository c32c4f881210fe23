import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS, parseQuery } from './query.ts';
import { expectLinear } from './testkit.ts';

/** The parse result as plain JSON, for comparisons. */
const parsed = (query: unknown, options = {}) => JSON.parse(JSON.stringify(parseQuery(query, options)));
/** `key=0&key=1&…` with `n` parameters. */
const many = (key: string, n: number) => Array.from({ length: n }, (_, i) => `${key}=${i}`).join('&');

describe('query parser defaults (§9): array limit 20, depth 5, 1000 parameters', () => {
  it('has the spec defaults', () => expect(QUERY_DEFAULTS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 }));

  it.each([
    ['a=1', { a: '1' }],
    ['?a=1&b=2', { a: '1', b: '2' }],
    ['a', { a: '' }],
    ['a=', { a: '' }],
    ['a=1=2', { a: '1=2' }],
    ['&&a=1&&', { a: '1' }],
    ['=1&a=2', { a: '2' }],
    ['', {}],
    ['?', {}],
    ['a[b][c]=1', { a: { b: { c: '1' } } }],
    ['x[]=2', { x: ['2'] }],
    ['a[b][c]=1&x[]=2&x[]=3', { a: { b: { c: '1' } }, x: ['2', '3'] }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a[]=1&a=2', { a: ['1', '2'] }],
    ['a[0]=x&a[3]=y', { a: ['x', 'y'] }],
    ['a[3]=y&a[0]=x', { a: ['x', 'y'] }],
    ['a[1]=x&a[]=y', { a: ['x', 'y'] }],
    ['a[0][b]=1&a[0][c]=2&a[1][b]=3', { a: [{ b: '1', c: '2' }, { b: '3' }] }],
    ['a[b]=1&a[0]=2', { a: { b: '1', 0: '2' } }],
    ['a=1&a[b]=2', { a: { 0: '1', b: '2' } }],
    ['a[b]=1&a=2', { a: { b: '1', 0: '2' } }],
    ['a[01]=x', { a: { '01': 'x' } }],
    ['a+b=c+d', { 'a b': 'c d' }],
    ['a%5Bb%5D=%C3%B1', { a: { b: 'ñ' } }],
    ['bad=%E0%A4%A&x=%', { bad: '%E0%A4%A', x: '%' }],
    ['a[b=1', { 'a[b': '1' }],
    ['a]b=1', { 'a]b': '1' }],
    ['[a]=1', { '[a]': '1' }],
    ['a[b]c=1', { a: { b: { c: '1' } } }],
    ['a[b]][c]=1', { a: { b: { '][c]': '1' } } }],
  ])('%j → %j', (query, expected) => expect(parsed(query)).toEqual(expected));

  it('arrays hold up to 20 elements; past that they become objects keyed by index', () => {
    expect(parsed(many('a[]', 20)).a).toHaveLength(20);
    expect(parsed(many('a', 20)).a).toHaveLength(20);
    const over = parsed(many('a[]', 21)).a;
    expect(Array.isArray(over)).toBe(false);
    expect(Object.keys(over)).toHaveLength(21);
    expect(over['20']).toBe('20');
    expect(parsed('a[19]=x')).toEqual({ a: ['x'] });
    expect(parsed('a[20]=x')).toEqual({ a: { 20: 'x' } });
    expect(parsed('a[999999999999]=x')).toEqual({ a: { 999999999999: 'x' } });
  });

  it('nests 5 levels; deeper brackets stay one literal key', () => {
    expect(parsed('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    expect(parsed('a[b][c][d][e][f][g][h]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
    expect(parsed('a[b][c]=1', { depth: 1 })).toEqual({ a: { b: { '[c]': '1' } } });
  });

  it('reads only the first 1000 parameters', () => {
    const result = parseQuery(Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&'));
    expect(Object.keys(result)).toHaveLength(1000);
    expect(result.p999).toBe('999');
    expect(result.p1000).toBeUndefined();
    expect(Object.keys(parseQuery('a=1&b=2&c=3', { parameterLimit: 2 }))).toEqual(['a', 'b']);
  });

  it('any key is just a key: no prototype is touched', () => {
    const result = parseQuery('__proto__[polluted]=1&constructor[prototype][x]=2&toString=3&hasOwnProperty=4');
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result)).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(result.toString).toBe('3');
  });

  it.each([[null], [undefined], [42], [{ a: 1 }]])('a non-string (%j) parses to an empty object', (query) => {
    expect(parsed(query)).toEqual({});
  });

  it.each([
    ['one deep key', (n: number) => `a${'[b]'.repeat(n)}=1`],
    ['unbalanced brackets', (n: number) => `a${'['.repeat(n)}]=1`],
    ['many parameters', (n: number) => 'a[]=1&'.repeat(n)],
    ['many duplicate keys', (n: number) => 'a=1&'.repeat(n)],
    ['many distinct keys', (n: number) => Array.from({ length: n / 8 }, (_, i) => `k${i}=v`).join('&')],
    ['long percent-encoded value', (n: number) => `a=${'%41'.repeat(n)}`],
    ['malformed escapes', (n: number) => `a=${'%E0'.repeat(n)}`],
  ])('linear time: %s', (_, make) => expectLinear(parseQuery, make));
});
