import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fontWarnings, missingKitFonts, SiteStyles } from './site-styles.ts';
import { Website } from './website.ts';

describe('site styles (schema)', () => {
  it('everything is optional: a site without styles parses to nothing set', () => {
    expect(v.parse(SiteStyles, {})).toEqual({});
    const site = v.parse(Website, { id: '65f1c0ffee0000000000a001', identifier: 'cafe', title: 'Café' });
    expect(site.styles).toBeUndefined();
    expect(site.typekitId).toBeUndefined();
  });

  it('accepts every setting', () => {
    const styles = {
      headingFont: 'Fraunces:500,600', bodyFont: 'DM Sans:400,400italic', typekitFonts: [{ id: 'inter', variations: ['n4', 'i7'] }],
      baseFontSize: 17, headingScale: 'bold', sectionSpacing: 'airy', buttonShape: 'square', buttonStyle: 'outline',
    };
    expect(v.parse(SiteStyles, styles)).toEqual(styles);
    expect(v.parse(SiteStyles, { typekitFonts: [{ id: 'inter' }] }).typekitFonts).toEqual([{ id: 'inter', variations: ['n4'] }]);
  });

  it.each([
    { headingFont: 'Fraunces:450' },
    { bodyFont: 'Lora;}body{' },
    { baseFontSize: 30 },
    { baseFontSize: 16.5 },
    { headingScale: 'huge' },
    { sectionSpacing: 'tight' },
    { buttonShape: 'circle' },
    { buttonStyle: 'ghost' },
    { typekitFonts: [{ id: '../../etc', variations: ['n4'] }] },
    { typekitFonts: [{ id: 'inter', variations: ['bold'] }] },
  ])('refuses %j', (styles) => {
    expect(v.safeParse(SiteStyles, styles).success).toBe(false);
  });

  it('a well-formed font outside the set is a publish warning, not an error', () => {
    const styles = v.parse(SiteStyles, { headingFont: 'Comic Neue:700', bodyFont: 'Inter:400' });
    expect(fontWarnings(styles)).toEqual([{ path: 'website.styles.headingFont', message: expect.stringContaining('«Comic Neue»') }]);
    expect(fontWarnings({ headingFont: 'Fraunces', bodyFont: 'inter' })).toEqual([]);
    expect(fontWarnings(undefined)).toEqual([]);
  });

  it('kit fonts outside the set are the ones to report', () => {
    expect(missingKitFonts({ typekitFonts: [{ id: 'inter', variations: ['n4'] }, { id: 'proxima-nova', variations: ['n4'] }] })).toEqual(['proxima-nova']);
    expect(missingKitFonts({})).toEqual([]);
  });
});
