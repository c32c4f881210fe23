import type { BlogListState } from '../../shared/blog.ts';
import { t } from '../../shared/messages/index.ts';

/** Above a filtered blog list: what it shows ("Entradas con la etiqueta «café»"), how many, and a way back to all. */
export function BlogFilterHeading({ blog }: { blog: BlogListState }) {
  if (!blog.heading) return null;
  return (
    <div className="blog-filter">
      <h2 className="blog-filter__title">{blog.heading}</h2>
      <p className="blog-filter__meta">
        {t('blog.filterCount', { count: blog.count })} · <a href={blog.all}>{t('blog.allPosts')}</a>
      </p>
    </div>
  );
}

/** Below a blog list of several pages: older and newer entries, and where the visitor is. */
export function BlogPaging({ blog }: { blog: BlogListState }) {
  if (blog.pages <= 1) return null;
  return (
    <nav className="blog-paging" aria-label={t('blog.pagingLabel')}>
      {blog.prev ? (
        <a className="blog-paging__newer" rel="prev" href={blog.prev}>
          {t('blog.newerPosts')}
        </a>
      ) : null}
      <span className="blog-paging__where">{t('blog.pageOf', { page: blog.page, pages: blog.pages })}</span>
      {blog.next ? (
        <a className="blog-paging__older" rel="next" href={blog.next}>
          {t('blog.olderPosts')}
        </a>
      ) : null}
    </nav>
  );
}
