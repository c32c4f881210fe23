import { describe, expect, it } from 'vitest';
import { FailedAttempts } from './attempts.ts';

describe('failed sign-in attempts', () => {
  it('block a key after max failures until its window ends, then let it try again', () => {
    let now = 1_000_000;
    const a = new FailedAttempts(3, 60_000, 100, () => now);
    for (let i = 0; i < 3; i++) {
      expect(a.blockedFor('ana')).toBe(0);
      a.fail('ana');
    }
    expect(a.blockedFor('ana')).toBe(60_000);
    expect(a.blockedFor('beto')).toBe(0);
    now += 59_999;
    expect(a.blockedFor('ana')).toBe(1);
    now += 1;
    expect(a.blockedFor('ana')).toBe(0);
    a.fail('ana');
    expect(a.blockedFor('ana')).toBe(0);
  });

  it('keep at most maxKeys keys, forgetting the oldest', () => {
    const a = new FailedAttempts(1, 60_000, 2, () => 0);
    a.fail('a');
    a.fail('b');
    a.fail('c');
    expect(a.blockedFor('a')).toBe(0);
    expect(a.blockedFor('b')).toBe(60_000);
    expect(a.blockedFor('c')).toBe(60_000);
  });
});
