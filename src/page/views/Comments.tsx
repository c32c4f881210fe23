import type { Item } from '../../model/index.ts';
import { CollectionType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { COMMENTS_ANCHOR, CommentsThread } from '../../ui/Comments.tsx';
import type { PageModel } from '../context.ts';

/** The anchor of a Disqus thread (§2: the thread anchor when a comments service is set). */
export const DISQUS_ANCHOR = 'disqus_thread';

/** Whether comment links and threads show on this page: comments on, and the collection is a blog. */
export function commentsShown(model: PageModel): boolean {
  return Boolean(model.site.settings.commentsEnabled && model.collection?.type === CollectionType.GENERIC);
}

/** The comment link of a post (§2): to its comment anchor, or to the Disqus thread anchor. */
export function CommentLink({ model, item, href = '' }: { model: PageModel; item: Item; href?: string }) {
  if (!commentsShown(model)) return null;
  const disqus = Boolean(model.site.settings.disqusShortname);
  const count = disqus ? 0 : (model.commentCounts?.[item.id] ?? 0);
  return (
    <a className="comment-link" href={`${href}#${disqus ? DISQUS_ANCHOR : COMMENTS_ANCHOR}`}>
      {t('page.commentsLink', { count })}
      {href ? <span className="visually-hidden">: {item.title}</span> : null}
    </a>
  );
}

/**
 * A post's comments (docs/comments.md): the approved ones, oldest first, and the form, a plain
 * POST that works without script (the server answers 303 back to `#comment-sent`, a note CSS
 * shows when it is the target). With a Disqus shortname, only the thread anchor.
 */
export function CommentsSection({ model, item }: { model: PageModel; item: Item }) {
  if (!commentsShown(model)) return null;
  if (model.site.settings.disqusShortname) {
    return (
      <section className="comments container container--narrow" id={DISQUS_ANCHOR} aria-label={t('comments.heading', { count: 0 })}>
        <p>{t('comments.disqusNote')}</p>
      </section>
    );
  }
  return <CommentsThread itemId={item.id} comments={model.comments ?? []} captcha={model.site.settings.commentsCaptcha === true} timeZone={model.site.settings.timeZone} />;
}
