import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { cookiePairs, cookieValues } from './cookie-header.ts';

const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

describe('the Cookie header', () => {
  it('gives every pair in order, repeated names kept, values as sent', () => {
    expect(cookiePairs(req('a=1; b = 2;c=x=y; =nada; a=3'))).toEqual([['a', '1'], ['b', '2'], ['c', 'x=y'], ['a', '3']]);
    expect(cookiePairs(req())).toEqual([]);
  });
  it('gives every value of one name, at most `max`: a sibling subdomain’s cookie of the same name does not hide ours', () => {
    expect(cookieValues(req('crumb=theirs; crumb=ours'), 'crumb')).toEqual(['theirs', 'ours']);
    expect(cookieValues(req('s=1; s=2; s=3; s=4'), 's', 3)).toEqual(['1', '2', '3']);
    expect(cookieValues(req('sx=1'), 's')).toEqual([]);
  });
});
