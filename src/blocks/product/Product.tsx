import { CollectionType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { BuyForm } from '../../ui/BuyForm.tsx';
import { Price } from '../../ui/Price.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { BlockContext } from '../types.ts';
import type { ProductBlockData } from './product.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** The image's width: half the block beside the text, the whole block above it. */
const SIZES = { side: '(max-width: 799px) 100vw, 420px', stacked: '(max-width: 799px) 100vw, 720px' } as const;

/**
 * Product block (43): one product of a products collection — image, title, excerpt, the buy form
 * (or the price alone) and a link to its page. Nothing when the product is not a published product
 * of that collection (the publish warned about it), so visitors never see an owner's mistake.
 */
export function ProductBlock({ id, data, ctx }: { id: string; data: ProductBlockData; ctx: Pick<BlockContext, 'lists' | 'site' | 'media' | 'eagerImage'> }) {
  const list = ctx.lists.get(data.collectionId);
  const found = list?.collection.type === CollectionType.PRODUCTS ? list.items.find((i) => i.id === data.itemId) : undefined;
  if (!found?.product) return null;
  const item = { ...found, product: found.product };
  const currency = ctx.site.currency ?? 'USD';
  const media = data.showImage ? ctx.media(item.mediaId) : undefined;
  const titleId = `${id}-title`;
  return (
    <article className={classList`product-block product-block--${data.layout}${media ? '' : ' product-block--no-image'}`} aria-labelledby={titleId}>
      {media ? (
        <a className="product-block__media" href={item.href} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage media={media} sizes={SIZES[data.layout]} ratio={1} eager={ctx.eagerImage()} />
        </a>
      ) : null}
      <div className="product-block__body">
        <h3 className="product-block__title" id={titleId}>
          <a href={item.href}>{item.title}</a>
        </h3>
        {data.showExcerpt && item.excerpt ? <p className="product-block__excerpt">{item.excerpt}</p> : null}
        {data.showBuy ? <BuyForm item={item} currency={currency} lowStock={ctx.site.lowStockThreshold ?? 3} idPrefix={`buy-${id}`} /> : <Price product={item.product} currency={currency} saleBadge={false} />}
        <p className="product-block__more">
          <a href={item.href}>{t('storefront.viewProduct')}</a>
        </p>
      </div>
    </article>
  );
}

