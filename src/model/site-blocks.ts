import * as v from 'valibot';
import { BlockTypeEnum, BlockVariantEnum } from '../shared/enums.ts';
import { t } from '../shared/messages/index.ts';
import { spanishIssueMessage } from './issue-messages.ts';
import type { Block, BlockSchemas, Layout } from './layout.ts';
import type { SiteIssue } from './site-issue.ts';

/** The part of a site whose blocks are checked: its collections and their items. */
interface SiteLayouts {
  collections: { id: string; type: number; urlId: string; layout: Layout; items: { id: string; urlId: string; layout: Layout; product?: unknown }[] }[];
}

/** Every block of a site with where it sits: its dotted path and the page (path) it is on. */
function* siteBlocks(site: SiteLayouts): Generator<{ block: Block; path: string; page: string }> {
  const layouts: { layout: Layout; path: string; page: string }[] = [];
  site.collections.forEach((c, ci) => {
    layouts.push({ layout: c.layout, path: `collections.${ci}.layout`, page: `/${c.urlId}` });
    c.items.forEach((it, ii) => layouts.push({ layout: it.layout, path: `collections.${ci}.items.${ii}.layout`, page: `/${c.urlId}/${it.urlId}` }));
  });
  for (const { layout, path, page } of layouts) {
    for (const [si, s] of layout.sections.entries()) {
      for (const [ri, r] of s.rows.entries()) {
        for (const [bi, block] of r.blocks.entries()) yield { block, path: `${path}.sections.${si}.rows.${ri}.blocks.${bi}`, page };
      }
    }
  }
}

/**
 * Checks each block of a parsed site against §1 and the block schemas (§3 block types and
 * variants 1000–1019): a number §1/§3 does not list is refused naming the block and its page; a listed type no block
 * renders yet is kept with a warning naming it; any other block's data is checked by its own
 * schema and replaced by the result (defaults filled in), and what its meta says about data it
 * cannot show as written (`warnings`) is kept as a warning naming the block.
 */
export function checkSiteBlocks(site: SiteLayouts, blocks: BlockSchemas): { issues: SiteIssue[]; warnings: SiteIssue[] } {
  const issues: SiteIssue[] = [];
  const warnings: SiteIssue[] = [];
  for (const { block, path, page } of siteBlocks(site)) {
    const names = { id: block.id, page, type: block.type };
    const variant = BlockVariantEnum.is(block.type);
    if (!BlockTypeEnum.is(block.type) && !variant) {
      issues.push({ path: `${path}.type`, message: t('blocks.unknownType', names) });
      continue;
    }
    const schema = blocks.schema(block.type);
    if (!schema) {
      const name = variant ? BlockVariantEnum.name(block.type) : BlockTypeEnum.name(block.type);
      warnings.push({ path, message: t('blocks.notRendered', { ...names, name }) });
      continue;
    }
    const result = v.safeParse(schema, block.data, { message: spanishIssueMessage });
    if (result.success) {
      block.data = result.output;
      for (const message of blocks.warnings?.(block.type, block.data, site) ?? []) warnings.push({ path: `${path}.data`, message: t('blocks.dataWarning', { ...names, message }) });
    } else for (const i of result.issues) issues.push({ path: [`${path}.data`, v.getDotPath(i)].filter(Boolean).join('.'), message: i.message });
  }
  return { issues, warnings };
}
