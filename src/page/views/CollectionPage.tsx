import { CollectionType } from '../../shared/enums.ts';
import type { PageModel, RenderContext } from '../context.ts';
import { LayoutView } from '../layout/LayoutView.tsx';
import { BlogList } from './BlogList.tsx';
import { BlogFilterHeading, BlogPaging } from './BlogPaging.tsx';
import { EventsView } from './EventsView.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { pageLayouts } from '../render-context.ts';
import { isGalleryCollection } from './gallery-collection.ts';

/**
 * A collection list (page type 1): a header, then posts or products. The header is the
 * collection's own layout when the owner made one, else its title and description.
 */
export function CollectionPage({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  const collection = model.collection;
  if (!collection) return null;
  const items = model.items ?? [];
  const store = collection.type === CollectionType.PRODUCTS;
  return (
    <>
      {collection.layout.sections.length > 0 ? (
        <LayoutView layout={collection.layout} ctx={ctx} />
      ) : (
        <header className="page-header">
          <div className="container">
            <h1 className="page-header__title">{collection.title}</h1>
            {collection.description ? <p className="page-header__lead">{collection.description}</p> : null}
          </div>
        </header>
      )}
      {isGalleryCollection(collection) ? (
        // The items as one gallery block (gallery-collection.ts), the layout pageLayouts adds.
        <LayoutView layout={pageLayouts(model).at(-1)} ctx={ctx} />
      ) : (
      <div className="page-section theme-light">
        <div className="container">
          {store ? (
            <ProductGrid collection={collection} items={items} ctx={ctx} />
          ) : collection.events ? (
            <EventsView collection={collection} items={items} ctx={ctx} />
          ) : (
            <>
              {model.blog ? <BlogFilterHeading blog={model.blog} /> : null}
              <BlogList collection={collection} items={items} ctx={ctx} />
              {model.blog ? <BlogPaging blog={model.blog} /> : null}
            </>
          )}
        </div>
      </div>
      )}
    </>
  );
}
