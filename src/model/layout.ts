import * as v from 'valibot';

/** The grid every layout uses (§3 "default empty layout 12 columns no rows"). */
export const GRID_COLUMNS = 12;

const BlockId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Id de bloque: minúsculas, dígitos y guiones'));
const Span = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(GRID_COLUMNS)), GRID_COLUMNS);

/**
 * One block: its numeric type (§3 block types), its width in grid columns, and its own data.
 * Here only the frame is checked; the type and the data are checked by `parseSite` with the
 * schema registry it is given (the model knows no block: src/blocks/schemas.ts knows them).
 */
export const Block = v.object({
  id: BlockId,
  type: v.pipe(v.number(), v.integer()),
  span: Span,
  data: v.optional(v.unknown()),
}) as unknown as v.GenericSchema<unknown, Block>;
/** A block as stored: `data` is checked by the block type's own schema. */
export type Block = { id: string; type: number; span: number; data: any };

/**
 * The block data schemas site-file validation uses, by type number: undefined for a type no
 * block renders yet. Given to `parseSite` by the schema registry (src/blocks/schemas.ts).
 */
export interface BlockSchemas {
  schema(type: number): v.GenericSchema | undefined;
  /** Publish warnings for data that fits the schema but cannot be shown as written (block meta `warnings`), given the site it is in. */
  warnings?(type: number, data: unknown, site?: BlockWarningSite): readonly string[];
}

/** What of the whole site a block's publish warnings may check its data against (block 43: is its product there?). */
export interface BlockWarningSite {
  collections: readonly { id: string; type: number; items: readonly { id: string; product?: unknown }[] }[];
}

/** A row of blocks whose spans add up to at most 12 columns. */
export const Row = v.pipe(
  v.object({ blocks: v.pipe(v.array(Block), v.maxLength(60)) }),
  v.check((r) => r.blocks.reduce((s: number, b: Block) => s + b.span, 0) <= GRID_COLUMNS, 'La fila ocupa más de 12 columnas'),
);
export type Row = { blocks: Block[] };

/** A full-width section of rows, with its colour scheme. */
export const Section = v.object({
  id: BlockId,
  theme: v.optional(v.picklist(['light', 'muted', 'dark', 'accent']), 'light'),
  rows: v.array(Row),
});
export type Section = v.InferOutput<typeof Section>;

/** A page layout: sections of rows of blocks on a 12-column grid (§9: at most 60 blocks). */
export const Layout = v.pipe(
  v.object({
    columns: v.optional(v.literal(GRID_COLUMNS), GRID_COLUMNS),
    sections: v.optional(v.array(Section), []),
  }),
  v.check(
    (l) => l.sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.blocks.length, 0), 0) <= 60,
    'Una página admite como máximo 60 bloques',
  ),
);
export type Layout = v.InferOutput<typeof Layout>;

/** The default empty layout: 12 columns, no rows. */
export const emptyLayout = (): Layout => ({ columns: GRID_COLUMNS, sections: [] });
