import { describe, expect, it } from 'vitest';
import { contentVersion, PHONE_MAX_WIDTH, shouldShowPopup, telHref, VERSION_PATTERN, type PopupRules, type PopupStored } from './overlays.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const rules: PopupRules = { enabled: true, enableMobile: false, version: '2', showUntilSignup: true, displayFrequency: 7 };
const none: PopupStored = { closedDate: null, version: null, submitted: null };
const closedAgo = (days: number, extra: Partial<PopupStored> = {}): PopupStored => ({ closedDate: new Date(NOW - days * DAY).toISOString(), version: '2', submitted: null, ...extra });
const DESKTOP = 1280;

describe('shouldShowPopup (§3 "Popup", §9)', () => {
  it('shows to a first visitor on a desktop, never when disabled', () => {
    expect(shouldShowPopup(rules, none, NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup({ ...rules, enabled: false }, none, NOW, DESKTOP)).toBe(false);
  });

  it('on phones (≤ 432 px) only with enableMobile; 433 px is not a phone', () => {
    expect(shouldShowPopup(rules, none, NOW, PHONE_MAX_WIDTH)).toBe(false);
    expect(shouldShowPopup(rules, none, NOW, 375)).toBe(false);
    expect(shouldShowPopup(rules, none, NOW, PHONE_MAX_WIDTH + 1)).toBe(true);
    expect(shouldShowPopup({ ...rules, enableMobile: true }, none, NOW, 375)).toBe(true);
  });

  it('after a close, not again for displayFrequency days, then again', () => {
    expect(shouldShowPopup(rules, closedAgo(0), NOW, DESKTOP)).toBe(false);
    expect(shouldShowPopup(rules, closedAgo(6.99), NOW, DESKTOP)).toBe(false);
    expect(shouldShowPopup(rules, closedAgo(7), NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup(rules, closedAgo(30), NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup({ ...rules, displayFrequency: 1 }, closedAgo(1), NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup({ ...rules, displayFrequency: 0 }, closedAgo(0), NOW, DESKTOP)).toBe(true);
  });

  it('displayFrequency -1: never again after a close, however long ago', () => {
    const never = { ...rules, displayFrequency: -1 };
    expect(shouldShowPopup(never, none, NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup(never, closedAgo(0), NOW, DESKTOP)).toBe(false);
    expect(shouldShowPopup(never, closedAgo(3650), NOW, DESKTOP)).toBe(false);
  });

  it('a new version resets: a close or a signup of another version counts for nothing', () => {
    expect(shouldShowPopup(rules, closedAgo(0, { version: '1' }), NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup({ ...rules, displayFrequency: -1 }, closedAgo(0, { version: '1' }), NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup(rules, { ...none, version: '1', submitted: 'true' }, NOW, DESKTOP)).toBe(true);
  });

  it('showUntilSignup: never again once subscribed through it; without it, the frequency rules', () => {
    const subscribed = { ...none, version: '2', submitted: 'true' };
    expect(shouldShowPopup(rules, subscribed, NOW, DESKTOP)).toBe(false);
    expect(shouldShowPopup(rules, { ...closedAgo(400), submitted: 'true' }, NOW, DESKTOP)).toBe(false);
    expect(shouldShowPopup({ ...rules, showUntilSignup: false }, subscribed, NOW, DESKTOP)).toBe(true);
    expect(shouldShowPopup({ ...rules, showUntilSignup: false }, { ...closedAgo(1), submitted: 'true' }, NOW, DESKTOP)).toBe(false);
  });

  it('an unreadable stored date counts as no close', () => {
    expect(shouldShowPopup(rules, { ...none, version: '2', closedDate: 'ayer' }, NOW, DESKTOP)).toBe(true);
  });
});

describe('contentVersion', () => {
  it('is a short cookie-safe version that changes with the content', () => {
    const a = contentVersion('Envío gratis', '/tienda', 'Ir');
    expect(a).toMatch(VERSION_PATTERN);
    expect(contentVersion('Envío gratis', '/tienda', 'Ir')).toBe(a);
    expect(contentVersion('Envío gratis.', '/tienda', 'Ir')).not.toBe(a);
    expect(contentVersion('Envío gratis', '/blog', 'Ir')).not.toBe(a);
    expect(contentVersion('Envío gratis/tienda', '', 'Ir')).not.toBe(contentVersion('Envío gratis', '/tienda', 'Ir'));
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('+52 55 5264 1187')).toBe('tel:+525552641187');
    expect(telHref('(55) 5264-1187')).toBe('tel:5552641187');
  });
});
