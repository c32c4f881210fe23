import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS, SITE_LOCK_SCOPE, isAnonymous, mayView, visitorAccess, type AccessSource } from './access.ts';
import type { Tenant } from './tenant.ts';

const page = (permissionType: 'public' | 'members' | 'password', memberAreaIds?: string[]) => ({ id: 'c1', permissionType, memberAreaIds });
const member = (...areas: string[]) => ({ member: { id: 'm1', areas: new Set(areas) }, unlocked: new Set<string>() });

describe('mayView: who sees a collection', () => {
  it('a public page: everyone', () => {
    expect(mayView(page('public'), ANONYMOUS)).toBe(true);
  });
  it('a password page: only once unlocked, that page alone', () => {
    expect(mayView(page('password'), ANONYMOUS)).toBe(false);
    expect(mayView(page('password'), { unlocked: new Set(['c2', SITE_LOCK_SCOPE]) })).toBe(false);
    expect(mayView(page('password'), { unlocked: new Set(['c1']) })).toBe(true);
  });
  it('a members page: a member of one of its areas, or any member when it names none', () => {
    expect(mayView(page('members', ['a1']), ANONYMOUS)).toBe(false);
    expect(mayView(page('members', ['a1']), member('a2'))).toBe(false);
    expect(mayView(page('members', ['a1', 'a2']), member('a2'))).toBe(true);
    expect(mayView(page('members'), member())).toBe(true);
    expect(mayView(page('members', []), { unlocked: new Set(['c1']) })).toBe(false);
  });
});

describe('visitorAccess: what the sources grant, merged', () => {
  const req = {} as FastifyRequest;
  const tenant = { websiteId: 'w' } as Tenant;
  it('no source granting anything: the shared anonymous access', async () => {
    const none: AccessSource = async () => undefined;
    expect(await visitorAccess([none], req, tenant)).toBe(ANONYMOUS);
    expect(isAnonymous(ANONYMOUS)).toBe(true);
  });
  it('a member and unlocked scopes from different sources', async () => {
    const access = await visitorAccess([async () => member('a1'), async () => ({ unlocked: new Set(['c1']) })], req, tenant);
    expect(access.member?.areas.has('a1')).toBe(true);
    expect([...access.unlocked]).toEqual(['c1']);
    expect(isAnonymous(access)).toBe(false);
  });
});
