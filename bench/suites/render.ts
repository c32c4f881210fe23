import * as v from 'valibot';
import { blockMeta } from '../../src/blocks/schemas.ts';
import { Layout } from '../../src/model/layout.ts';
import type { PageModel } from '../../src/page/context.ts';
import { renderPage } from '../../src/page/render.tsx';
import { fixtureAssets, fixtureMedia, fixtureSite } from '../../src/page/test-fixtures.ts';
import { BlockType, CollectionType, PageType } from '../../src/shared/enums.ts';
import { opsPerSecondPair, type BenchResult } from '../lib.ts';
import { templatePage } from '../template-page.ts';

type RawBlock = { id: string; type: number; span: number; data: Record<string, unknown> };

const html = (id: string, span: number, markup: string, align?: 'left' | 'center' | 'right'): RawBlock => ({
  id, type: BlockType.HTML, span, data: align ? { html: markup, align } : { html: markup },
});
const image = (id: string, span: number, data: Record<string, unknown>): RawBlock => ({ id, type: BlockType.IMAGE, span, data });
const quote = (id: string, span: number, text: string, source?: string): RawBlock => ({
  id, type: BlockType.QUOTE, span, data: source ? { text, source } : { text },
});
const button = (id: string, span: number, data: Record<string, unknown>): RawBlock => ({ id, type: BlockType.BUTTON, span, data });

/**
 * The raw layout of a long "Nosotros" page of the café: 40 static blocks in 8 sections of every
 * theme — rich text, images inline and as cards, quotes, buttons, a spacer and a rule.
 */
function rawLayout() {
  return {
    columns: 12,
    sections: [
      {
        id: 'bienvenida', theme: 'light', rows: [
          { blocks: [
            html('intro', 6, '<h2>Café de especialidad, tostado cada semana</h2><p>En <strong>Café Aurora</strong> compramos directamente a productores de Chiapas, Veracruz y Oaxaca, y tostamos en pequeños lotes para que cada taza llegue en su mejor momento.</p><p>Nuestra barra abre temprano para quienes empiezan el día con un espresso y cierra tarde para quienes prefieren una sobremesa larga.</p>'),
            image('foto-barra', 6, { mediaId: 'barra', aspectRatio: '3:2', caption: 'La barra de Av. Reforma a las 8 de la mañana' }),
          ] },
          { blocks: [
            button('ver-menu', 6, { label: 'Ver el menú', href: '/menu', alignment: 'right', size: 'large' }),
            button('reservar', 6, { label: 'Reservar una mesa', href: 'https://reservas.example.com/cafe-aurora', style: 'secondary', size: 'large', newWindow: true }),
          ] },
        ],
      },
      {
        id: 'origen', theme: 'muted', rows: [
          { blocks: [
            html('origen-texto', 12, '<h2>Del cafetal a tu taza</h2><p>Trabajamos con cooperativas que cultivan bajo sombra, a más de 1,200 metros de altura. Pagamos por encima del precio justo y visitamos cada finca al menos una vez por cosecha.</p><ul><li>Cosecha manual, grano por grano.</li><li>Beneficio húmedo y secado al sol.</li><li>Tostado medio para resaltar notas de cacao y frutos rojos.</li></ul>', 'center'),
          ] },
          { blocks: [
            image('finca-chiapas', 4, { mediaId: 'finca', layout: 'card', aspectRatio: '4:3', title: 'Finca La Esperanza, Chiapas', description: 'Café bourbon y typica cultivado bajo sombra de chalahuite.', href: '/blog/finca-la-esperanza' }),
            image('finca-veracruz', 4, { mediaId: 'granos', layout: 'card', aspectRatio: '4:3', title: 'Coatepec, Veracruz', description: 'Notas de chocolate amargo & naranja; cuerpo sedoso.' }),
            image('finca-oaxaca', 4, { mediaId: 'tostador', layout: 'card', aspectRatio: '4:3', title: 'Pluma Hidalgo, Oaxaca', description: 'Acidez brillante y final dulce.', caption: 'Foto: archivo de la cooperativa' }),
          ] },
        ],
      },
      {
        id: 'testimonios', theme: 'dark', rows: [
          { blocks: [
            quote('cita-lucia', 6, 'El mejor café de olla que he probado fuera de casa de mi abuela. Y el pan de elote, ¡increíble!', 'Lucía Pérez, clienta desde 2014'),
            quote('cita-marco', 6, 'Aquí aprendí que un "buen café" no necesita azúcar: sólo paciencia y un buen grano.', 'Marco Díaz'),
          ] },
          { blocks: [{ id: 'espacio', type: BlockType.SPACER, span: 12, data: { height: 3 } }] },
          { blocks: [quote('cita-anonima', 12, 'Vengo por el espresso, me quedo por la gente <3')] },
        ],
      },
      {
        id: 'menu', theme: 'light', rows: [
          { blocks: [
            html('menu-calientes', 4, '<h2>Bebidas calientes</h2><ul><li>Espresso — $45</li><li>Capuchino — $60</li><li>Café de olla — $55</li><li>Chocolate oaxaqueño — $65</li></ul>'),
            html('menu-frias', 4, '<h2>Bebidas frías</h2><ul><li>Cold brew — $70</li><li>Frappé de cajeta — $80</li><li>Agua de jamaica — $40</li></ul>'),
            html('menu-pan', 4, '<h2>Pan &amp; postres</h2><ul><li>Concha de vainilla — $35</li><li>Pan de elote — $45</li><li>Rol de canela — $50</li></ul>'),
          ] },
          { blocks: [{ id: 'separador', type: BlockType.HORIZONTAL_RULE, span: 12, data: {} }] },
          { blocks: [
            html('menu-nota', 4, '<p>Todos nuestros cafés se pueden preparar con leche de avena, almendra o coco sin costo extra.</p>'),
            html('menu-horario', 4, '<p>Desayunos de <em>lunes a viernes</em> de 8 a 12 h; fines de semana hasta las 13 h.</p>', 'center'),
            html('menu-wifi', 4, '<p>Wi-Fi gratuito y enchufes en todas las mesas de la terraza.</p>', 'right'),
          ] },
        ],
      },
      {
        id: 'galeria', theme: 'muted', rows: [
          { blocks: [
            image('galeria-1', 4, { mediaId: 'taza', aspectRatio: '1:1', caption: 'Capuchino con arte latte' }),
            image('galeria-2', 4, { mediaId: 'granos', aspectRatio: '1:1' }),
            image('galeria-3', 4, { mediaId: 'pan', aspectRatio: '1:1', caption: 'Pan dulce recién horneado' }),
          ] },
          { blocks: [
            image('galeria-4', 6, { mediaId: 'terraza', aspectRatio: '16:9', href: '/galeria' }),
            image('galeria-5', 6, { mediaId: 'tostador', aspectRatio: '16:9', caption: 'Nuestro tostador de 15 kg, "La Abuela"' }),
          ] },
        ],
      },
      {
        id: 'taller', theme: 'accent', rows: [
          { blocks: [
            html('taller-texto', 8, '<h2>Taller de métodos de filtrado</h2><p>Cada sábado a las 10 h: V60, Chemex, prensa francesa y AeroPress. Cupo limitado a ocho personas; incluye una bolsa de 250 g de café.</p>'),
            button('taller-inscripcion', 4, { label: 'Inscribirme', href: '/taller', style: 'secondary', alignment: 'center' }),
          ] },
          { blocks: [
            image('taller-foto', 6, { mediaId: 'taller', layout: 'card', title: 'Aprende a preparar en casa', description: 'Te enseñamos a moler, medir y servir como en la barra.', caption: 'Taller de marzo' }),
            html('taller-lista', 6, '<h2>Qué vas a aprender</h2><ul><li>La molienda correcta para cada método.</li><li>Proporciones de café y agua.</li><li>Cómo reconocer una extracción equilibrada.</li></ul>'),
          ] },
        ],
      },
      {
        id: 'equipo', theme: 'light', rows: [
          { blocks: [
            image('equipo-ana', 4, { mediaId: 'ana', layout: 'card', aspectRatio: '3:4', title: 'Ana Martínez', description: 'Fundadora y tostadora principal.' }),
            image('equipo-jorge', 4, { mediaId: 'jorge', layout: 'card', aspectRatio: '3:4', title: 'Jorge Ramírez', description: 'Jefe de barra; campeón regional de barismo 2022.' }),
            image('equipo-sofia', 4, { mediaId: 'sofia', layout: 'card', aspectRatio: '3:4', title: 'Sofía Hernández', description: 'Panadera; sus conchas se acaban antes de las 11.' }),
          ] },
          { blocks: [
            html('equipo-valores', 4, '<h2>Lo que nos importa</h2><p>Comercio directo, temporada y oficio.</p>'),
            html('equipo-proveedores', 4, '<h2>Proveedores</h2><p>Leche de rancho de Tlaxcala y harinas de molino de piedra.</p>'),
            html('equipo-empleo', 4, '<h2>Trabaja con nosotros</h2><p>Buscamos baristas con ganas de aprender. Escríbenos a <a href="mailto:empleo@cafe-aurora.mx">empleo@cafe-aurora.mx</a>.</p>'),
          ] },
        ],
      },
      {
        id: 'visitanos', theme: 'dark', rows: [
          { blocks: [
            html('visita-texto', 6, '<h2>Visítanos</h2><p>Av. Reforma 123, colonia Juárez, a dos cuadras del metro Insurgentes.</p><ul><li>Lunes a sábado: 8 a 20 h</li><li>Domingo: 9 a 15 h</li></ul>'),
            image('visita-fachada', 6, { mediaId: 'fachada', caption: 'La fachada verde de la esquina' }),
          ] },
          { blocks: [quote('cita-guia', 12, 'Una parada obligada para los amantes del café en la Ciudad de México.', 'Guía de cafeterías CDMX')] },
          { blocks: [
            button('llamar', 4, { label: 'Llamar', href: 'tel:+525512345678', style: 'tertiary', size: 'small' }),
            button('escribir', 4, { label: 'Escribir un correo', href: 'mailto:hola@cafe-aurora.mx', style: 'tertiary', size: 'small', alignment: 'center' }),
            button('mapa', 4, { label: 'Cómo llegar', href: 'https://maps.example.com/?q=Av.+Reforma+123&z=17', style: 'primary', alignment: 'right' }),
          ] },
        ],
      },
    ],
  };
}

/** The benchmark page: a "Nosotros" page (type 2) of the fixture café with 40 blocks, parsed by the model. */
export function largePage(): PageModel {
  const site = fixtureSite();
  site.media = {
    ...site.media,
    logo: fixtureMedia('logo', 300, 120, 'Café Aurora'),
    barra: fixtureMedia('barra', 2400, 1600, 'Barra de madera con dos máquinas de espresso'),
    finca: fixtureMedia('finca', 1800, 1200, 'Cafetos bajo la sombra de árboles altos'),
    tostador: fixtureMedia('tostador', 2000, 1333, 'Tostador de café de hierro negro'),
    pan: fixtureMedia('pan', 1500, 1500, 'Conchas y panes de elote en una charola'),
    terraza: fixtureMedia('terraza', 2500, 1406, 'Terraza con mesas y plantas'),
    taller: fixtureMedia('taller', 1600, 1067, 'Manos vertiendo agua en un filtro V60'),
    ana: fixtureMedia('ana', 900, 1200, 'Ana sonríe junto al tostador'),
    jorge: fixtureMedia('jorge', 900, 1200, 'Jorge prepara un espresso'),
    sofia: fixtureMedia('sofia', 900, 1200, 'Sofía con una charola de pan'),
    fachada: fixtureMedia('fachada', 2000, 1500, 'Fachada verde de un café en una esquina'),
  };
  site.headerFooter.header.logoMediaId = 'logo';
  site.navigation = [
    { title: 'Inicio', href: '/' },
    { title: 'Nosotros', href: '/nosotros' },
    { title: 'Menú', href: '/menu' },
    { title: 'Blog', href: '/blog' },
    { title: 'Tienda', href: '/tienda' },
    { title: 'Contacto', href: '/contacto' },
  ];
  // The layout schema checks every row fits the 12 columns; each block's own schema (the schema
  // registry, as site-file validation uses it) fills its defaults.
  const layout = v.parse(Layout, rawLayout());
  const blocks = layout.sections.flatMap((s) => s.rows.flatMap((r) => r.blocks));
  for (const b of blocks) b.data = v.parse(blockMeta(b.type)!.data, b.data);
  if (blocks.length !== 40) throw new Error(`render bench: expected 40 blocks, got ${blocks.length}`);
  return {
    site,
    pageType: PageType.PAGE,
    path: '/nosotros',
    title: 'Nosotros',
    description: 'Quiénes somos, de dónde viene nuestro café y cómo lo tostamos.',
    collection: {
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb', urlId: 'nosotros', title: 'Nosotros', type: CollectionType.PAGE, description: '', permissionType: 'public',
      layout,
    },
  };
}

/** Where two strings first differ, with 80 characters either side of each. */
function diffContext(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 80), i + 80));
  return `first difference at index ${i} (lengths ${a.length} vs ${b.length})\n  template:   ${around(a)}\n  renderPage: ${around(b)}`;
}

/** Uncached render of a 40-block page against a hand-written string template of the same HTML. */
export async function run(): Promise<BenchResult[]> {
  const model = largePage();
  const assets = fixtureAssets;
  const expected = renderPage(model, assets);
  const actual = templatePage(model, assets);
  if (actual !== expected) throw new Error(`render bench: the template does not produce renderPage's HTML; ${diffContext(actual, expected)}`);

  // In alternating slices: the machine's other work weighs on both alike.
  const [subject, baseline] = opsPerSecondPair(() => renderPage(model, assets), () => templatePage(model, assets));
  const kib = Buffer.byteLength(expected) / 1024;
  return [
    {
      name: `uncached render of a 40-block page (${kib.toFixed(1)} KiB HTML)`,
      subject: { label: 'Vitrina (renderPage)', value: subject },
      baseline: { label: 'hand-written template', value: baseline },
      unit: 'renders/s',
      goal: 0.5,
      notes: `the static renderer (src/page/static-markup), NODE_ENV=${process.env.NODE_ENV ?? 'unset'}, measured in alternating 100 ms slices`,
    },
  ];
}
