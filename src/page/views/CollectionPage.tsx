import { CollectionType } from '../../shared/enums.ts';
import type { PageModel, RenderContext } from '../context.ts';
import { LayoutView } from '../layout/LayoutView.tsx';
import { BlogList } from './BlogList.tsx';
import { ProductGrid } from './ProductGrid.tsx';

/** A collection list (page type 1): its title and intro, then posts or products. */
export function CollectionPage({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  const collection = model.collection;
  if (!collection) return null;
  const items = model.items ?? [];
  const store = collection.type === CollectionType.PRODUCTS;
  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{collection.title}</h1>
          {collection.description ? <p className="page-header__lead">{collection.description}</p> : null}
        </div>
      </header>
      <LayoutView layout={collection.layout} ctx={ctx} />
      <div className="page-section theme-light">
        <div className="container">
          {store ? (
            <ProductGrid collection={collection} items={items} ctx={ctx} />
          ) : (
            <BlogList collection={collection} items={items} ctx={ctx} />
          )}
        </div>
      </div>
    </>
  );
}
