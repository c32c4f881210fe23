import * as v from 'valibot';
import { Collection } from './collection.ts';
import { spanishIssueMessage } from './issue-messages.ts';
import type { BlockSchemas } from './layout.ts';
import { checkSiteBlocks } from './site-blocks.ts';
import type { SiteIssue } from './site-issue.ts';
import { Media, SiteFile } from './media.ts';
import { HeaderFooter, NavLink, Website, WebsiteSettings } from './website.ts';
import { fontWarnings } from './site-styles.ts';
import { Language, SiteLanguages, languagePrefix, siteLanguageList } from './languages.ts';

/** Format version of site files; bumped when a change is not backward compatible. */
export const SITE_FORMAT = 1;

/**
 * A whole site as one file: what `vitrina import` publishes and `vitrina export` writes.
 * Ids and url ids must be unique; every link to a media file or collection must resolve.
 */
export const Site = v.pipe(
  v.object({
    format: v.literal(SITE_FORMAT),
    website: Website,
    settings: v.optional(WebsiteSettings, {}),
    navigation: v.optional(
      v.object({
        main: v.optional(v.array(NavLink), []),
        /** The main navigation of each other language (docs/multilingual.md); `main` is the primary language's. */
        byLanguage: v.optional(v.record(Language, v.array(NavLink))),
      }),
      {},
    ),
    /** The site's languages (docs/multilingual.md); absent: es-419 alone. */
    languages: v.optional(SiteLanguages, {}),
    headerFooter: v.optional(HeaderFooter, {}),
    /** urlId of the collection served at "/". */
    homePage: v.string(),
    media: v.optional(v.array(Media), []),
    /** Files the site ships at `/s/<name>` (docs/platform-calls.md). */
    files: v.optional(v.array(SiteFile), []),
    collections: v.pipe(v.array(Collection), v.minLength(1)),
  }),
  v.forward(
    v.check((s) => s.collections.some((c) => c.urlId === s.homePage), 'La página de inicio no existe entre las colecciones'),
    ['homePage'],
  ),
  v.check((s) => unique(s.collections.map((c) => c.urlId)), 'Hay dos colecciones con el mismo urlId'),
  // Languages (docs/multilingual.md): content only in the site's languages, one version per
  // language of each translation key, and no url id that reads as a language prefix.
  v.check((s) => s.collections.every((c) => !c.language || siteLanguageList(s.languages).includes(c.language)), 'Una colección está en un idioma que no está en la lista de idiomas del sitio'),
  v.check((s) => Object.keys(s.navigation.byLanguage ?? {}).every((l) => s.languages.others.includes(l as never)), 'Hay una navegación para un idioma que no es uno de los otros idiomas del sitio'),
  v.check((s) => unique(s.collections.filter((c) => c.translationKey).map((c) => `${c.language ?? s.languages.primary}\n${c.translationKey}`)), 'Dos colecciones del mismo idioma tienen la misma clave de traducción'),
  v.check((s) => s.collections.every((c) => !s.languages.others.some((l) => languagePrefix(l) === c.urlId)), 'Un urlId coincide con el prefijo de un idioma del sitio: elige otro'),
  v.check((s) => unique(s.collections.map((c) => c.id).concat(s.collections.flatMap((c) => c.items.map((i) => i.id)))), 'Hay dos colecciones o elementos con el mismo id'),
  v.check((s) => s.collections.every((c) => unique(c.items.map((i) => i.urlId))), 'Hay dos elementos con el mismo urlId en una colección'),
  v.check((s) => unique(s.media.map((m) => m.id)), 'Hay dos medios con el mismo id'),
  v.check((s) => unique(s.files.map((f) => f.id)) && unique(s.files.map((f) => (f.name ?? f.file.split('/').pop()!).normalize('NFC'))), 'Hay dos archivos con el mismo id o el mismo nombre'),
  // Members (docs/members.md): /cuenta is the members' pages; areas named must exist.
  v.check((s) => s.collections.every((c) => c.urlId !== 'cuenta'), 'La dirección /cuenta es de las páginas de cuentas de miembros: elige otro urlId'),
  // Stock is kept per sku (docs/commerce.md): a sku names one variant of the whole site.
  v.check((s) => {
    const skus = s.collections.flatMap((c) => c.items.flatMap((i) => i.product?.variants.map((v) => v.sku) ?? []));
    return new Set(skus).size === skus.length;
  }, 'Cada SKU debe ser único en todo el sitio'),
  // The store (docs/commerce.md): /carrito, /checkout, /pedido and /commerce are its pages.
  v.check((s) => s.collections.every((c) => !['carrito', 'checkout', 'pedido', 'commerce'].includes(c.urlId)), 'Las direcciones /carrito, /checkout, /pedido y /commerce son de la tienda: elige otro urlId'),
  v.check((s) => s.collections.every((c) => (c.memberAreaIds ?? []).every((id) => (s.settings.memberAreas ?? []).some((a) => a.id === id))), 'Una colección nombra un área de miembros que no existe en settings.memberAreas'),
  v.check((s) => (s.settings.memberAreas ?? []).every((a) => !a.landingUrlId || s.collections.some((c) => c.urlId === a.landingUrlId)), 'La página de un área de miembros (landingUrlId) no existe entre las colecciones'),
);
export type Site = v.InferOutput<typeof Site>;
export type SiteInput = v.InferInput<typeof Site>;

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

export type { SiteIssue } from './site-issue.ts';

/**
 * Validates a parsed site file, block data by the block schemas given (the schema registry,
 * `blockSchemas` of src/blocks/schemas.ts); returns the site with its warnings (blocks kept
 * but not shown), or every issue with its path.
 */
export function parseSite(input: unknown, blocks: BlockSchemas): { ok: true; site: Site; warnings: SiteIssue[] } | { ok: false; issues: SiteIssue[] } {
  const result = v.safeParse(Site, input, { message: spanishIssueMessage });
  if (result.success) {
    const { issues, warnings } = checkSiteBlocks(result.output, blocks);
    const problems = issues.concat(missingReferences(result.output));
    return problems.length ? { ok: false, issues: problems } : { ok: true, site: result.output, warnings: [...warnings, ...fontWarnings(result.output.website.styles)] };
  }
  return {
    ok: false,
    issues: result.issues.map((i) => ({ path: v.getDotPath(i) ?? '(raíz)', message: i.message })),
  };
}

/** Media ids used by blocks and items that the site does not define. */
function missingReferences(site: Site): SiteIssue[] {
  const media = new Set(site.media.map((m) => m.id));
  const issues: SiteIssue[] = [];
  const check = (id: unknown, path: string) => {
    if (typeof id === 'string' && !media.has(id)) issues.push({ path, message: `Medio desconocido: ${id}` });
  };
  check(site.headerFooter.header.logoMediaId, 'headerFooter.header.logoMediaId');
  check(site.settings.popupOverlaySettings?.image?.mediaId, 'settings.popupOverlaySettings.image.mediaId');
  site.collections.forEach((c, ci) => {
    check(c.cover?.mediaId, `collections.${ci}.cover.mediaId`);
    check(c.podcast?.mediaId, `collections.${ci}.podcast.mediaId`);
    const layouts = [{ layout: c.layout, path: `collections.${ci}.layout` }].concat(
      c.items.map((it, ii) => {
        check(it.mediaId, `collections.${ci}.items.${ii}.mediaId`);
        return { layout: it.layout, path: `collections.${ci}.items.${ii}.layout` };
      }),
    );
    for (const { layout, path } of layouts) {
      layout.sections.forEach((s, si) =>
        s.rows.forEach((r, ri) =>
          r.blocks.forEach((b, bi) => {
            for (const id of mediaIdsOf(b.data)) check(id, `${path}.sections.${si}.rows.${ri}.blocks.${bi}.data`);
          }),
        ),
      );
    }
  });
  return issues;
}

/** Every `mediaId` string found in a block's data, at any depth. */
export function mediaIdsOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(mediaIdsOf);
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([k, val]) => (k === 'mediaId' && typeof val === 'string' ? [val] : mediaIdsOf(val)));
  }
  return [];
}
