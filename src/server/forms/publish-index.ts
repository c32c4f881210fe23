import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Layout, Site } from '../../model/index.ts';
import { BlockType } from '../../shared/enums.ts';
import { FormDefinition, NewsletterDefinition, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import { toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** A form found in a published site, where it sits. */
export interface PublishedForm {
  definition: AnyFormDefinition;
  /** The collection whose page (or one of whose items) holds the block. */
  collectionId: string;
}

/**
 * Every form (block type 9) and newsletter (51) of a site, by the order they appear, then the
 * popup overlay's newsletter (src/model/popup-overlay.ts) when it has one. A form id
 * used by two blocks (a block copied to another page) is indexed once, the first time it appears.
 */
export function collectForms(site: Pick<Site, 'collections'> & Partial<Pick<Site, 'settings' | 'homePage'>>): PublishedForm[] {
  const byId = new Map<string, PublishedForm>();
  for (const c of site.collections) {
    for (const layout of [c.layout, ...c.items.map((i) => i.layout)]) {
      for (const definition of formsOf(layout)) if (!byId.has(definition.id)) byId.set(definition.id, { definition, collectionId: c.id });
    }
  }
  // The popup overlay's newsletter (shown on every page), filed under the home page.
  const popup = site.settings?.popupOverlaySettings?.newsletter;
  const home = site.collections.find((c) => c.urlId === site.homePage) ?? site.collections[0];
  if (popup && home && !byId.has(popup.id)) byId.set(popup.id, { definition: popup, collectionId: home.id });
  return [...byId.values()];
}

function* formsOf(layout: Layout | undefined): Generator<AnyFormDefinition> {
  for (const section of layout?.sections ?? []) {
    for (const row of section.rows) {
      for (const block of row.blocks) {
        const schema = block.type === BlockType.FORM ? FormDefinition : block.type === BlockType.NEWSLETTER ? NewsletterDefinition : null;
        if (!schema) continue;
        // The site file was validated with the block's own schema; this reads the form part of it.
        const parsed = v.safeParse(schema, block.data);
        if (parsed.success) yield parsed.output;
      }
    }
  }
}

/** Replaces the form index of a website, inside the publish transaction (a republish drops removed forms). */
export async function replaceForms(trx: Transaction<Database> | Kysely<Database>, websiteId: string, forms: PublishedForm[]): Promise<void> {
  await trx.deleteFrom('forms').where('website_id', '=', websiteId).execute();
  for (let i = 0; i < forms.length; i += 100) {
    const rows = forms.slice(i, i + 100).map(({ definition, collectionId }) => ({
      website_id: websiteId,
      id: definition.id,
      kind: definition.kind,
      name: definition.name,
      collection_id: collectionId,
      definition: toJson(definition),
    }));
    await trx.insertInto('forms').values(rows).execute();
  }
}
