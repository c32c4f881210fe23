// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireCookie } from '../test-setup.ts';
import { readCookie } from './cookies.ts';
import { newVisitorId, updateVisit } from './visit.ts';

const T0 = 1_760_000_000_000;
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the visit cookies (§3, §4, §5, §9)', () => {
  it('a new visitor gets a new record and session: ss_cvr for 2 years, ss_cvt for 30 minutes', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const state = updateVisit(T0);
    expect(state).toMatchObject({ isNewVisitor: true, isNewSession: true, session: T0 });
    expect(state.record).toEqual({ id: expect.stringMatching(/^[a-z0-9]+$/), firstVisit: T0, previousVisit: T0, latestVisit: T0, visitCount: 1 });
    expect(readCookie('ss_cvr')).toBe(`${state.record.id}|${T0}|${T0}|${T0}|1`);
    expect(readCookie('ss_cvt')).toBe(String(T0));
    expect(set).toHaveBeenCalledWith(`ss_cvr=${state.record.id}|${T0}|${T0}|${T0}|1;path=/;max-age=63072000;samesite=lax`);
    expect(set).toHaveBeenCalledWith(`ss_cvt=${T0};path=/;max-age=1800;samesite=lax`);
  });

  it('within the session: the same visit, the session renewed', () => {
    const first = updateVisit(T0);
    const again = updateVisit(T0 + 60_000);
    expect(again).toMatchObject({ isNewVisitor: false, isNewSession: false, record: first.record, session: T0 + 60_000 });
    expect(readCookie('ss_cvt')).toBe(String(T0 + 60_000));
  });

  it('an expired session (ss_cvt gone): visit count + 1, previous = latest, latest = now', () => {
    const first = updateVisit(T0);
    expireCookie('ss_cvt');
    const next = updateVisit(T0 + 3_600_000);
    expect(next.isNewSession).toBe(true);
    expect(next.record).toEqual({ ...first.record, previousVisit: T0, latestVisit: T0 + 3_600_000, visitCount: 2 });
    expect(readCookie('ss_cvr')).toBe(`${first.record.id}|${T0}|${T0}|${T0 + 3_600_000}|2`);
  });

  it('invalid values are replaced: a broken record makes a new visitor, a broken session a new session', () => {
    document.cookie = 'ss_cvr=roto|1|2; path=/';
    expect(updateVisit(T0)).toMatchObject({ isNewVisitor: true });
    expect(readCookie('ss_cvr')).toMatch(/^[a-z0-9]+\|\d+\|\d+\|\d+\|1$/);
    document.cookie = 'ss_cvt=0; path=/';
    expect(updateVisit(T0 + 1)).toMatchObject({ isNewVisitor: false, isNewSession: true, record: { visitCount: 2 } });
  });

  it('visitor ids are random word characters', () => {
    const ids = new Set(Array.from({ length: 50 }, newVisitorId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{2,}$/);
  });
});
