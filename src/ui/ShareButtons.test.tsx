import { describe, expect, it } from 'vitest';
import { renderPage } from '../page/render.tsx';
import { fixtureAssets, fixturePost, fixtureSite } from '../page/test-fixtures.ts';
import { CollectionType, PageType } from '../shared/enums.ts';

describe('share buttons under a blog post', () => {
  const site = fixtureSite();
  const blog = { id: 'dddddddddddddddddddddddd', urlId: 'blog', title: 'Blog', type: CollectionType.GENERIC, description: '', permissionType: 'public' as const, layout: { columns: 12 as const, sections: [] } };
  const post = fixturePost(1);
  const html = renderPage({ site, pageType: PageType.CONTENT_ITEM, path: '/blog/post-1', title: post.title, description: post.excerpt, collection: blog, item: post }, fixtureAssets);

  it('links built from the post URL and title, no copy button and so no script', () => {
    const url = encodeURIComponent(`${site.baseUrl}/blog/post-1`);
    expect(html).toContain('<h2 class="post__share-title">Comparte esta entrada</h2>');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain(`https://x.com/intent/post?url=${url}&amp;text=${encodeURIComponent(post.title)}`);
    expect(html).not.toContain('data-share-copy');
    expect(html).not.toContain('data-block-script');
  });
});
