import type { Layout } from '../../model/index.ts';
import type { RenderContext } from '../context.ts';
import { BlockView } from './BlockView.tsx';

/** A layout: full-width sections in their colour theme, rows of blocks on a 12-column grid. */
export function LayoutView({ layout, ctx }: { layout: Layout | undefined; ctx: RenderContext }) {
  if (!layout?.sections.length) return null;
  return (
    <>
      {layout.sections.map((section) => (
        <section className={`page-section theme-${section.theme}`} key={section.id} data-section-id={section.id}>
          <div className="container">
            {section.rows.map((row, i) => (
              <div className="grid-row" key={i}>
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
