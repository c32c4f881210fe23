import { renderStaticMarkup } from '../static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { OwnerDateTime, OwnerTimeZone } from './time-zone.tsx';
import { ownerDateTime } from './forms/values.ts';

const MS = Date.parse('2026-11-22T03:30:00Z');

describe('owner dates in the site time zone', () => {
  it('UTC when the site has none; the site zone when the page provides it', () => {
    expect(renderStaticMarkup(<OwnerDateTime ms={MS} />)).toBe(ownerDateTime(MS, 'UTC'));
    const mx = renderStaticMarkup(
      <OwnerTimeZone.Provider value="America/Mexico_City">
        <OwnerDateTime ms={MS} />
      </OwnerTimeZone.Provider>,
    );
    // 03:30 UTC on the 22nd is 21:30 on the 21st in Mexico City.
    expect(mx).toBe(ownerDateTime(MS, 'America/Mexico_City'));
    expect(mx).toMatch(/^21 nov 2026, 9:30/);
    expect(renderStaticMarkup(<OwnerDateTime ms={null} />)).toBe('');
  });
});
