import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_PATH, COOKIE_MAX_AGE, RESTRICTIVE_POLICY_COOKIES, VISITOR_COOKIES, formatVisitorRecord, nextVisit,
  VISITOR_VALUE_MAX, isVisitorValue, parseSessionValue, parseVisitorRecord, visitCookieValues, visitorIdOf, type VisitorRecord,
} from './visitor-cookie.ts';

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const record: VisitorRecord = { id: 'a1-b_2', firstVisit: T0, previousVisit: T0, latestVisit: T0 + 5 * MIN, visitCount: 2 };

describe('ss_cvr codec and §5 validation', () => {
  it.each([
    ['abc|1|2|3|4', { id: 'abc', firstVisit: 1, previousVisit: 2, latestVisit: 3, visitCount: 4 }],
    ['A_b-9|1700000000000|1700000000000|1700000300000|12', { id: 'A_b-9', firstVisit: T0, previousVisit: T0, latestVisit: T0 + 5 * MIN, visitCount: 12 }],
    ['-|1|1|1|1', { id: '-', firstVisit: 1, previousVisit: 1, latestVisit: 1, visitCount: 1 }],
  ])('%s is a valid record', (raw, parsed) => {
    expect(parseVisitorRecord(raw)).toEqual(parsed);
    expect(formatVisitorRecord(parsed)).toBe(raw);
  });

  it.each([
    [undefined, 'missing'],
    ['', 'empty'],
    ['abc|1|2|3', 'four parts'],
    ['abc|1|2|3|4|5', 'six parts'],
    ['abc|0|2|3|4', 'zero is not positive'],
    ['abc|1|2|3|-4', 'negative'],
    ['abc|1|2|3|04', 'leading zero'],
    ['abc|1|2|3|4.5', 'not an integer'],
    ['abc|1|2|3|', 'empty part'],
    ['|1|2|3|4', 'empty id'],
    ['a b|1|2|3|4', 'space in id'],
    ['café|1|2|3|4', 'unicode letter in id'],
    ['abc|1|2|3|4\n', 'trailing newline'],
    [' abc|1|2|3|4', 'leading space'],
    ['abc|1|2|3|99999999999999999999', 'beyond a safe integer'],
    ['abc%7C1%7C2%7C3%7C4', 'still percent-encoded'],
  ])('%j is invalid (%s)', (raw, _why) => {
    expect(parseVisitorRecord(raw)).toBeUndefined();
  });
});

describe('ss_cvr bounds: one parser for the runtime and the server (§5)', () => {
  it('any id of word characters or dashes, of any length up to our cap of 200 characters for the whole value', () => {
    const long = `${'x'.repeat(VISITOR_VALUE_MAX - 8)}|1|2|3|4`;
    expect(long).toHaveLength(VISITOR_VALUE_MAX);
    expect(parseVisitorRecord(long)?.id).toHaveLength(VISITOR_VALUE_MAX - 8);
    expect(parseVisitorRecord(`x${long}`)).toBeUndefined();
    // 65 characters: refused by the server's old copy (64 at most), valid by §5.
    expect(parseVisitorRecord(`${'x'.repeat(65)}|1|2|3|4`)?.id).toHaveLength(65);
  });

  it('every number a positive safe integer: 2^53 - 1 passes, 2^53 does not; a visit count of 10 digits passes', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(parseVisitorRecord(`a|${max}|${max}|${max}|${max}`)).toEqual({ id: 'a', firstVisit: max, previousVisit: max, latestVisit: max, visitCount: max });
    expect(parseVisitorRecord(`a|${max + 1}|1|1|1`)).toBeUndefined();
    expect(parseVisitorRecord('a|1|1|1|1234567890')?.visitCount).toBe(1234567890);
  });

  it('census visitorCookie: a whole record or a bare id; empty allowed, anything else refused', () => {
    expect(visitorIdOf('abc|1|2|3|4')).toBe('abc');
    expect(visitorIdOf('abc')).toBe('abc');
    expect(visitorIdOf('a b')).toBeUndefined();
    expect(visitorIdOf('x'.repeat(VISITOR_VALUE_MAX + 1))).toBeUndefined();
    expect([isVisitorValue(''), isVisitorValue('abc'), isVisitorValue('x|y')]).toEqual([true, true, false]);
  });

  it('whatever string it is given, it parses or refuses, and what it parses formats back to itself', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (raw) => {
      const record = parseVisitorRecord(raw);
      if (record) expect(formatVisitorRecord(record)).toBe(raw);
    }));
  });
});

describe('ss_cvt session value (§5: a positive integer)', () => {
  it.each([
    ['1700000000000', T0], ['1', 1], [T0, T0],
    ['0', undefined], ['-5', undefined], ['12.5', undefined], ['abc', undefined], ['', undefined], [undefined, undefined],
    [' 1', undefined], ['1e12', undefined], [0, undefined], [1.5, undefined], ['9'.repeat(20), undefined],
  ])('%j → %j', (raw, value) => {
    expect(parseSessionValue(raw)).toBe(value);
  });
});

describe('nextVisit (§4)', () => {
  it('a new visitor gets a new record and a new session', () => {
    expect(nextVisit(undefined, undefined, T0, 'v-1')).toEqual({
      record: { id: 'v-1', firstVisit: T0, previousVisit: T0, latestVisit: T0, visitCount: 1 },
      session: T0, isNewVisitor: true, isNewSession: true,
    });
  });

  it('a record whose session expired counts a new visit and starts a new session', () => {
    const now = T0 + 2 * 60 * MIN;
    expect(nextVisit(record, undefined, now, 'unused')).toEqual({
      record: { id: 'a1-b_2', firstVisit: T0, previousVisit: T0 + 5 * MIN, latestVisit: now, visitCount: 3 },
      session: now, isNewVisitor: false, isNewSession: true,
    });
  });

  it('a record with a live session is the same visit; the session is renewed', () => {
    const now = T0 + 10 * MIN;
    expect(nextVisit(formatVisitorRecord(record), String(T0 + 5 * MIN), now, 'unused')).toEqual({
      record, session: now, isNewVisitor: false, isNewSession: false,
    });
  });

  it.each([
    ['abc|0|0|0|0', undefined, true, true, 'invalid record → new visitor'],
    ['not a record', String(T0), true, true, 'invalid record with a session → new visitor'],
    [formatVisitorRecord(record), 'garbage', false, true, 'invalid session → new session'],
    [formatVisitorRecord(record), '0', false, true, 'zero session → new session'],
  ])('%j + %j: new visitor %s, new session %s (%s)', (raw, session, isNewVisitor, isNewSession, _why) => {
    const state = nextVisit(raw, session, T0 + 60 * MIN, 'new-id');
    expect(state.isNewVisitor).toBe(isNewVisitor);
    expect(state.isNewSession).toBe(isNewSession);
    expect(parseVisitorRecord(visitCookieValues(state).ss_cvr)).toEqual(state.record);
  });

  it('refuses an invalid new id or time', () => {
    expect(() => nextVisit(undefined, undefined, T0, 'has space')).toThrow(TypeError);
    expect(() => nextVisit(undefined, undefined, 0, 'ok')).toThrow(RangeError);
    expect(() => nextVisit(undefined, undefined, NaN, 'ok')).toThrow(RangeError);
  });

  it('writes cookie values that pass §5 validation', () => {
    expect(visitCookieValues(nextVisit(undefined, undefined, T0, 'v'))).toEqual({ ss_cvr: `v|${T0}|${T0}|${T0}|1`, ss_cvt: String(T0) });
  });

  it('never throws on any cookie text, and always yields valid cookie values (property)', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.integer({ min: 1, max: 2 ** 50 }), (raw, session, now) => {
      const values = visitCookieValues(nextVisit(raw ?? undefined, session ?? undefined, now, 'id'));
      expect(parseVisitorRecord(values.ss_cvr)).toBeDefined();
      expect(parseSessionValue(values.ss_cvt)).toBe(now);
    }));
  });
});

describe('constants (§3, §9)', () => {
  it('names the cookies and their lifetimes', () => {
    expect(VISITOR_COOKIES).toEqual({ record: 'ss_cvr', session: 'ss_cvt', consent: 'ss_cookieAllowed' });
    expect(COOKIE_MAX_AGE).toEqual({ record: 730 * 86400, session: 1800, consent: 30 * 86400, analytics: 390 * 86400 });
    expect(CONSENT_COOKIE_PATH).toBe('/');
  });

  it('clears these cookies under a restrictive policy', () => {
    expect(RESTRICTIVE_POLICY_COOKIES).toEqual(['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });
});
