// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './font-report.ts';

const FONT_GONE = 'Requested font no longer in Typekit';

/** A document whose font faces are `families` (as @font-face rules would give them). */
function withFaces(families: string[]) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { forEach: (cb: (f: { family: string }) => void) => families.forEach((family) => cb({ family })) } });
}

describe('font-report (§8 "Requested font no longer in Typekit")', () => {
  const error = vi.fn();
  afterEach(() => {
    error.mockReset();
    vi.restoreAllMocks();
  });

  it('reports once, with every kit font that has no face, through the error reporter and the console', () => {
    withFaces(['"Lora"', 'Lora fallback']);
    window.Vitrina = { track: { error } } as never;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(document.body, {
      islands: {},
      website: { typekitId: 'abc1234' } as never,
      typekitFonts: [{ id: 'lora', variations: ['n4'] }, { id: 'proxima-nova', variations: ['n4'] }, { id: 'brandon-grotesque', variations: ['n7'] }],
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toEqual(new Error(FONT_GONE));
    expect(error.mock.calls[0][1]).toEqual({ typekitId: 'abc1234', fonts: ['proxima-nova', 'brandon-grotesque'] });
    expect(warn).toHaveBeenCalledWith(FONT_GONE, ['proxima-nova', 'brandon-grotesque']);
  });

  it('says nothing when every kit font is served, or there are none', () => {
    withFaces(['Playfair Display']);
    window.Vitrina = { track: { error } } as never;
    start(document.body, { islands: {}, typekitFonts: [{ id: 'playfair-display', variations: ['n4'] }] });
    start(document.body, { islands: {} });
    expect(error).not.toHaveBeenCalled();
  });
});
