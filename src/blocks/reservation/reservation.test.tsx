import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { blockOrigins } from '../block-meta.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { blockMeta } from '../schemas.ts';
import meta from './meta.ts';
import { COLUMNS_AT_PX, WIDE_ABOVE_PX, acuityFrameUrl, openTableTheme, typeProviders, widgetScriptUrl } from './providers.ts';
import { ReservationData } from './reservation.schema.ts';

const OPENTABLE = { provider: 'opentable', restaurantId: '412810', title: 'Comida en Café Altura', description: 'Mesas para 2 a 8 personas.' };
const TOCK = { provider: 'tock', business: 'cafe-altura', title: 'Cata de café los sábados' };

/** Renders a widget of `type` through the registry; `signedIn` as for a signed-in editor. */
function render(input: unknown, type: number, opts: { signedIn?: boolean; asksConsent?: boolean } = {}) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  const ctx = contextFor(def, createRenderContext(fixturePage([]), fixtureAssets));
  const node = def.render!({ id: 'b', data, type }, { ...ctx, current: { ...ctx.current, signedIn: opts.signedIn ?? false }, site: { ...ctx.site, asksConsent: opts.asksConsent ?? true } });
  return renderStaticMarkup(<>{node}</>);
}

describe('reservation widgets: schema', () => {
  it('renders OpenTable 50 and 66, Tock 68, Acuity 65, Zola 63 and the table-booking variants 1018 and 1019', () => {
    for (const n of [BlockType.OPENTABLE, BlockType.OPENTABLE_V2, BlockType.TOCK, BlockType.ACUITY, BlockType.ZOLA, BlockVariant.TABLE_BOOKING_RESERVATIONS, BlockVariant.TABLE_BOOKING_EVENTS]) {
      expect(blockMeta(n), String(n)).toBe(meta);
    }
    expect([BlockVariant.TABLE_BOOKING_RESERVATIONS, BlockVariant.TABLE_BOOKING_EVENTS]).toEqual([1018, 1019]);
  });
  it('accepts each provider with its id; a numeric id becomes a string', () => {
    expect(v.parse(ReservationData, { provider: 'opentable', restaurantId: 412810 })).toMatchObject({ restaurantId: '412810', title: '', description: '' });
    expect(v.parse(ReservationData, TOCK).provider).toBe('tock');
    expect(v.parse(ReservationData, { provider: 'acuity', owner: '123', appointmentType: 9 })).toMatchObject({ owner: '123', appointmentType: '9' });
    expect(v.parse(ReservationData, { provider: 'zola', registryKey: 'ana-y-luis' }).provider).toBe('zola');
  });
  it('refuses bad data: unknown provider, missing or malformed ids (nothing odd reaches a script URL)', () => {
    const bad = [
      {},
      { provider: 'resy', id: '1' },
      { provider: 'opentable' },
      { provider: 'opentable', restaurantId: '41&x=1' },
      { provider: 'opentable', restaurantId: -3 },
      { provider: 'tock', business: 'Café Altura' },
      { provider: 'tock', business: 'a/../b' },
      { provider: 'acuity', owner: 'abc' },
      { provider: 'zola', registryKey: '"><script>' },
      { ...OPENTABLE, title: 'x'.repeat(121) },
    ];
    for (const data of bad) expect(v.safeParse(ReservationData, data).success, JSON.stringify(data)).toBe(false);
  });
});

describe('reservation widgets: rules', () => {
  it('§9 widths: wide above 850 px, one column at 750 px or less — in providers.ts and in the CSS', () => {
    expect([WIDE_ABOVE_PX, COLUMNS_AT_PX]).toEqual([850, 750]);
    expect([openTableTheme(850), openTableTheme(851), openTableTheme(1200)]).toEqual(['standard', 'wide', 'wide']);
    const css = readFileSync(new URL('./reservation.css', import.meta.url), 'utf8');
    expect(css).toContain('@container (width > 850px)');
    expect(css).toContain('@container (width <= 750px)');
  });
  it("each provider's script URL; OpenTable's theme follows the block's width", () => {
    const ot = v.parse(ReservationData, OPENTABLE);
    expect(widgetScriptUrl(ot, 900)).toBe('https://www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=wide&iframe=true&domain=com&lang=es-MX&newtab=false&ot_source=Restaurant%20website');
    expect(widgetScriptUrl(ot, 600)).toContain('theme=standard');
    expect(widgetScriptUrl(v.parse(ReservationData, TOCK), 600)).toBe('https://www.exploretock.com/tock.js');
    const acuity = v.parse(ReservationData, { provider: 'acuity', owner: '123', appointmentType: '9' });
    expect(widgetScriptUrl(acuity, 600)).toBe('https://embed.acuityscheduling.com/js/embed.js');
    expect(acuityFrameUrl(acuity as never)).toBe('https://app.acuityscheduling.com/schedule.php?owner=123&appointmentType=9');
    expect(widgetScriptUrl(v.parse(ReservationData, { provider: 'zola', registryKey: 'ana' }), 600)).toBe('https://widget.zola.com/js/widget.js');
  });
  it("the page allows exactly the provider's script and frame origins, consent-bound", () => {
    expect(blockOrigins(meta, v.parse(ReservationData, OPENTABLE))).toEqual([
      { directive: 'script-src', origin: 'https://www.opentable.com', consent: true },
      { directive: 'frame-src', origin: 'https://www.opentable.com', consent: true },
    ]);
    expect(blockOrigins(meta, v.parse(ReservationData, { provider: 'acuity', owner: '1' })).map((o) => `${o.directive} ${o.origin}`)).toEqual([
      'script-src https://embed.acuityscheduling.com',
      'frame-src https://app.acuityscheduling.com',
      'frame-src https://embed.acuityscheduling.com',
    ]);
    expect(pageOrigins([{ id: 'r', type: BlockType.TOCK, span: 12, data: TOCK } as never]).map((o) => o.origin)).toEqual(['https://www.exploretock.com', 'https://www.exploretock.com']);
  });
  it('the type names the provider: a Zola block with OpenTable data renders nothing; the variants take OpenTable or Tock', () => {
    expect(typeProviders(BlockType.ZOLA)).toEqual(['zola']);
    expect(typeProviders(BlockVariant.TABLE_BOOKING_EVENTS)).toEqual(['opentable', 'tock']);
    expect(render(OPENTABLE, BlockType.ZOLA)).toBe('');
    expect(render(TOCK, BlockVariant.TABLE_BOOKING_EVENTS)).toContain('Reservar un lugar');
  });
});

describe('reservation widgets: the card', () => {
  it('a visitor gets the provider, the title, the button and where it loads from — and no third-party URL in the page', () => {
    const html = render(OPENTABLE, BlockType.OPENTABLE_V2);
    expect(html).toContain('data-block-script="reservation"');
    expect(html).toContain('data-widget-state="idle"');
    expect(html).toContain('<p class="reservation-block__provider">Reservaciones con OpenTable</p>');
    expect(html).toContain('<p class="reservation-block__title">Comida en Café Altura</p>');
    expect(html).toContain('>Reservar una mesa</button>');
    expect(html).toContain('El formulario se carga de www.opentable.com al hacer clic.');
    expect(html).toContain('data-msg-consent="El formulario se mostrará cuando aceptes las cookies."');
    expect(html).toContain('data-msg-loading="Cargando el formulario de OpenTable…"');
    expect(html).not.toMatch(/<script|<iframe|src=/);
  });
  it('a signed-in editor sees a preview only, with the §5 notice in Spanish, no button and no script', () => {
    const html = render(OPENTABLE, BlockType.OPENTABLE, { signedIn: true });
    expect(html).toContain('Solo vista previa');
    expect(html).toContain('Cierra la sesión de tu cuenta para usar el bloque.');
    expect(html).toContain('data-widget-state="preview"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('data-block-script');
  });
  it('the buttons of Acuity and Zola say what they open', () => {
    expect(render({ provider: 'acuity', owner: '1' }, BlockType.ACUITY)).toContain('>Agendar una cita</button>');
    expect(render({ provider: 'zola', registryKey: 'ana' }, BlockType.ZOLA)).toContain('>Ver la mesa de regalos</button>');
  });
});
