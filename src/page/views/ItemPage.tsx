import type { PageModel, RenderContext } from '../context.ts';
import { relativeTimeAttributes } from '../../shared/relative-time.ts';
import { LayoutView } from '../layout/LayoutView.tsx';
import { collectionHref } from '../links.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import { ProductBuy } from '../parts/ProductBuy.tsx';
import { ProductJsonLd } from '../parts/ProductJsonLd.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { ShareButtons } from '../../ui/ShareButtons.tsx';
import { CommentLink, CommentsSection } from './Comments.tsx';
import { layoutBlocks } from '../render-context.ts';
import { BlockType } from '../../shared/enums.ts';
import type { Layout } from '../../model/index.ts';
import { EventPage } from './EventPage.tsx';
import { ProductReviewsSection } from './ProductReviews.tsx';

const hasCommentsBlock = (layout: Layout) => layoutBlocks([layout]).some((b) => b.type === BlockType.COMMENTS);

/** A collection item (page type 50): a product page when it is a product, a blog post otherwise. */
export function ItemPage({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  const { item, collection } = model;
  if (!item) return null;
  const media = ctx.media(item.mediaId);
  const back = collection ? (
    <p className="back-link">
      <a href={collectionHref(collection, model.site.homePage)}>{t('page.backTo', { title: collection.title })}</a>
    </p>
  ) : null;

  if (item.event) return <EventPage model={model} ctx={ctx} item={item} event={item.event} back={back} />;

  if (item.product) {
    const product = { ...item, product: item.product };
    return (
      <article className="product-page">
        <div className="container">
          {back}
          <div className="product-page__grid">
            <div className="product-page__media">
              {media ? <ResponsiveImage media={media} sizes="(max-width: 799px) 100vw, 560px" ratio={1} eager={ctx.eagerImage?.()} /> : null}
            </div>
            <div className="product-page__info">
              <h1 className="product-page__title">{item.title}</h1>
              {item.excerpt ? <p className="product-page__lead">{item.excerpt}</p> : null}
              <ProductBuy model={model} item={product} />
            </div>
          </div>
        </div>
        <LayoutView layout={item.layout} ctx={ctx} />
        <ProductReviewsSection itemId={item.id} reviews={model.reviews} timeZone={model.site.settings.timeZone} />
        <ProductJsonLd item={product} currency={model.site.settings.storeSettings.selectedCurrency} url={`${model.site.baseUrl}${model.path}`} baseUrl={model.site.baseUrl} media={media} reviews={model.reviews} />
      </article>
    );
  }

  return (
    <article className="post">
      <header className="post__header">
        <div className="container container--narrow">
          {back}
          <h1 className="post__title">{item.title}</h1>
          <p className="post__meta">
            <time dateTime={item.publishedOn} {...relativeTimeAttributes(item.publishedOn)}>{formatDate(item.publishedOn, 'long', ctx.site.timeZone)}</time>
            {item.author ? <span className="post__author">{t('page.byAuthor', { author: item.author })}</span> : null}
            <CommentLink model={model} item={item} />
          </p>
        </div>
        {media ? (
          <div className="container post__image">
            <ResponsiveImage media={media} sizes="(max-width: 1152px) 100vw, 1152px" eager={ctx.eagerImage?.()} />
          </div>
        ) : null}
      </header>
      <LayoutView layout={item.layout} ctx={ctx} />
      <footer className="post__share container container--narrow">
        <h2 className="post__share-title">{t('social.sharePost')}</h2>
        {/* Links only, no copy button: a post page stays without a script of its own. */}
        <ShareButtons url={`${model.site.baseUrl}${model.path}`} title={item.title} copyLink={false} />
      </footer>
      {/* A comments block (16) in the post's layout shows the thread there instead. */}
      {hasCommentsBlock(item.layout) ? null : <CommentsSection model={model} item={item} />}
    </article>
  );
}
