import { describe, expect, it } from 'vitest';
import { FailedAttempts, InProgress } from './attempts.ts';

describe('sign-in attempts', () => {
  it('block a key after max reserved attempts until its window ends, then let it try again', () => {
    let now = 1_000_000;
    const a = new FailedAttempts(3, 60_000, 100, () => now);
    for (let i = 0; i < 3; i++) {
      expect(a.blockedFor('ana')).toBe(0);
      a.reserve('ana');
    }
    expect(a.blockedFor('ana')).toBe(60_000);
    expect(a.blockedFor('beto')).toBe(0);
    now += 59_999;
    expect(a.blockedFor('ana')).toBe(1);
    now += 1;
    expect(a.blockedFor('ana')).toBe(0);
    a.reserve('ana');
    expect(a.blockedFor('ana')).toBe(0);
  });

  it('count a reservation at once, and give it back on release; clear forgets the key', () => {
    const a = new FailedAttempts(2, 60_000, 100, () => 0);
    a.reserve('ana');
    a.reserve('ana');
    expect(a.blockedFor('ana')).toBe(60_000);
    a.release('ana');
    expect(a.blockedFor('ana')).toBe(0);
    a.reserve('ana');
    a.clear('ana');
    expect(a.blockedFor('ana')).toBe(0);
    a.release('nadie');
    expect(a.blockedFor('nadie')).toBe(0);
  });

  it('keep at most maxKeys keys, forgetting the oldest', () => {
    const a = new FailedAttempts(1, 60_000, 2, () => 0);
    a.reserve('a');
    a.reserve('b');
    a.reserve('c');
    expect(a.blockedFor('a')).toBe(0);
    expect(a.blockedFor('b')).toBe(60_000);
    expect(a.blockedFor('c')).toBe(60_000);
  });
});

describe('checks in progress', () => {
  it('hold at most max per key and free a slot on leave', () => {
    const p = new InProgress(2);
    p.enter('ana');
    expect(p.hasRoom('ana')).toBe(true);
    p.enter('ana');
    expect(p.hasRoom('ana')).toBe(false);
    expect(p.hasRoom('beto')).toBe(true);
    p.leave('ana');
    expect(p.hasRoom('ana')).toBe(true);
  });
});
