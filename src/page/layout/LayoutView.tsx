import type { Layout, Row } from '../../model/index.ts';
import { BlockType } from '../../shared/enums.ts';
import type { RenderContext } from '../context.ts';
import { BlockView } from './BlockView.tsx';
import { classList } from '../../ui/class-list.ts';

/** A layout: full-width sections in their colour theme, rows of blocks on a 12-column grid. */
export function LayoutView({ layout, ctx }: { layout: Layout | undefined; ctx: RenderContext }) {
  if (!layout?.sections.length) return null;
  return (
    <>
      {layout.sections.map((section) => (
        <section className={classList`page-section theme-${section.theme}`} key={section.id} data-section-id={section.id}>
          <div className="container">
            {section.rows.map((row, i) => (
              <div className={rowClass(row)} key={i}>
                {row.blocks.map((block) => (
                  <BlockView block={block} ctx={ctx} key={block.id} />
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** Text beside an image reads best centred on it; columns of text read best top-aligned. */
export function rowClass(row: Row): string {
  let image = false;
  let text = false;
  for (const block of row.blocks) {
    if (block.type === BlockType.IMAGE) image = true;
    else if (block.type !== BlockType.SPACER) text = true;
  }
  return image && text ? 'grid-row grid-row--center' : 'grid-row';
}

/** Whether any rich text of the layout carries its own `<h1>`. */
export function hasHeadingOne(layout: Layout | undefined): boolean {
  return Boolean(layout?.sections.some((s) => s.rows.some((r) => r.blocks.some((b) => b.type === BlockType.HTML && /<h1[\s>]/i.test(String(b.data?.html ?? ''))))));
}
