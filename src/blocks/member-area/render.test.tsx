// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { storeSettings } from '../../model/store.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { selectOption } from './member-area-state.ts';
import { MemberAreaData } from './member-area.schema.ts';
import start from './member-area.script.ts';

const CLUB = {
  areaId: 'club-altura',
  title: 'Club Altura',
  currency: 'MXN',
  options: [
    { label: 'Mensual', amountCents: 39000, interval: 'month' },
    { label: 'Anual', amountCents: 390000, interval: 'year', note: 'Dos meses de regalo' },
  ],
  benefits: ['Una bolsa al mes'],
};

function render(input: unknown, page = fixturePage([])) {
  const def = blockDefinition(BlockType.MEMBER_AREA)!;
  return renderStaticMarkup(<>{def.render!({ id: 'club', data: v.parse(def.data, input) }, contextFor(def, createRenderContext(page, fixtureAssets)))}</>);
}

describe('member area: schema and the §2 toggle rule', () => {
  it('prices are in the block\'s currency, or the site\'s store currency when it names none', () => {
    const { currency: _, ...withoutCurrency } = CLUB;
    const euroSite = fixturePage([]);
    euroSite.site.settings = { ...euroSite.site.settings, storeSettings: storeSettings({ selectedCurrency: 'EUR' }) };
    expect(render(withoutCurrency, euroSite)).toContain('€390');
    expect(render({ ...CLUB, currency: 'MXN' }, euroSite)).not.toContain('€');
  });

  it('schema: one or two options, an id, a title', () => {
    expect(v.parse(MemberAreaData, CLUB).options[0]).toEqual({ label: 'Mensual', amountCents: 39000, interval: 'month', note: '' });
    for (const bad of [{ ...CLUB, options: [] }, { ...CLUB, options: [...CLUB.options, CLUB.options[0]] }, { ...CLUB, areaId: 'a b' }, { ...CLUB, title: '' },
      { ...CLUB, currency: 'XYZ' }, { ...CLUB, options: [{ label: 'M', amountCents: 1.5 }] }, { ...CLUB, options: [{ label: 'M', amountCents: -1 }] }]) {
      expect(v.safeParse(MemberAreaData, bad).success).toBe(false);
    }
  });
  it('selectOption: the other option is selected; the selected one changes nothing', () => {
    expect(selectOption(0, 1, 2)).toBe(1);
    expect(selectOption(1, 0, 2)).toBe(0);
    expect(selectOption(0, 0, 2)).toBe(0);
    expect(selectOption(1, 1, 2)).toBe(1);
    expect(selectOption(0, 2, 2)).toBe(0);
  });
});

describe('member area: markup and script', () => {
  it('the server renders the left option selected, its panel shown, the right one hidden; join disabled with its note', () => {
    const html = render(CLUB);
    expect(html).toContain('data-block-script="member-area"');
    expect(html).toContain('role="group" aria-label="Opciones de precio"');
    expect(html).toContain('aria-pressed="true" aria-controls="club-option-0" data-option="0">Mensual</button>');
    expect(html).toContain('aria-pressed="false" aria-controls="club-option-1" data-option="1">Anual</button>');
    expect(html).toContain('<span class="member-area__amount">$390</span> <span class="member-area__interval">al mes</span>');
    expect(html).toContain('id="club-option-1" data-option-panel="1" hidden=""');
    expect(html).toContain('<span class="member-area__amount">$3,900</span> <span class="member-area__interval">al año</span>');
    expect(html).toContain('aria-disabled="true" aria-describedby="club-soon">Unirme</button>');
    expect(html).toContain('id="club-soon">Las inscripciones abren pronto');
    expect(html).not.toContain('href=');
  });
  it('one option: no toggle, no script', () => {
    const html = render({ ...CLUB, options: [CLUB.options[0]] });
    expect(html).not.toContain('aria-pressed');
    expect(html).not.toContain('data-block-script');
  });
  it('clicks swap price and join; clicking the selected option does nothing', () => {
    document.body.innerHTML = render(CLUB);
    start(document);
    const [left, right] = [...document.querySelectorAll<HTMLButtonElement>('button[data-option]')];
    const panels = [...document.querySelectorAll<HTMLElement>('[data-option-panel]')];
    const before = document.body.innerHTML;
    left.click();
    expect(document.body.innerHTML).toBe(before);
    right.click();
    expect(right.getAttribute('aria-pressed')).toBe('true');
    expect(left.getAttribute('aria-pressed')).toBe('false');
    expect(panels.map((p) => p.hidden)).toEqual([true, false]);
    const after = document.body.innerHTML;
    right.click();
    expect(document.body.innerHTML).toBe(after);
    left.click();
    expect(panels.map((p) => p.hidden)).toEqual([false, true]);
  });
});

describe('member area: joining (docs/members.md)', () => {
  const FREE = 'c1c1c1c1c1c1c1c1c1c1c1c1';
  const PAID = 'c2c2c2c2c2c2c2c2c2c2c2c2';
  function siteWithAreas() {
    const page = fixturePage([]);
    page.site.settings = {
      ...page.site.settings,
      memberAreas: [
        { id: FREE, title: 'Club', description: '', pricing: { kind: 'free' } },
        { id: PAID, title: 'Premium', description: '', pricing: { kind: 'subscription', amountCents: 9900, interval: 'month' } },
      ],
    };
    return page;
  }

  it('a free area of the site: the join button is a link to its join page, the note goes, a free option reads «Gratis»', () => {
    const html = render({ ...CLUB, areaId: FREE, options: [{ label: 'Gratis', amountCents: 0 }] }, siteWithAreas());
    expect(html).toContain(`<a class="btn btn--primary member-area__join" href="/cuenta/unirse?area=${FREE}">Unirme</a>`);
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toContain('abren pronto');
    expect(html).toContain('>Gratis</span>');
  });

  it('a paid area of the site: the join button links to its join page, which sells it (docs/members-paid.md)', () => {
    const html = render({ ...CLUB, areaId: PAID }, siteWithAreas());
    expect(html).toContain(`href="/cuenta/unirse?area=${PAID}"`);
    expect(html).not.toContain('aria-disabled');
  });

  it('an id that is no area of the site: the button stays disabled with its note', () => {
    const html = render({ ...CLUB, areaId: 'club-altura' }, siteWithAreas());
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('/cuenta/unirse');
  });
});
