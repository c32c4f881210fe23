import type { Kysely } from 'kysely';
import type { AnyFormDefinition } from '../../shared/forms/fields.ts';
import type { Database } from '../db/schema.ts';
import { websiteTitle } from '../sites/index.ts';
import { findForm } from './repo.ts';

/** A published form and the title of its site (the mails name it). */
export interface KnownForm {
  definition: AnyFormDefinition;
  siteTitle: string;
}

/**
 * Published forms by (website, version, form id), read once per site version: a publish bumps
 * the version, so an entry never outlives the form it describes. Unknown ids are remembered too
 * (a flood of made-up ids costs no query). Bounded: past `max` entries the oldest goes.
 */
export class FormDefinitions {
  private readonly cache = new Map<string, KnownForm | null>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly max = 5_000,
  ) {}

  /** The form, or null when the site (at this version) has none with this id. */
  async get(tenant: { websiteId: string; version: number }, formId: string): Promise<KnownForm | null> {
    const key = `${tenant.websiteId}\n${tenant.version}\n${formId}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const row = await findForm(this.db, tenant.websiteId, formId);
    const known = row ? { definition: row.definition, siteTitle: await websiteTitle(this.db, tenant.websiteId) } : null;
    if (this.cache.size >= this.max) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, known);
    return known;
  }
}
