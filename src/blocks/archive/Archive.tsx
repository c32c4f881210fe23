import { createElement } from 'react';
import type { BlockContext } from '../block-meta.ts';
import { blogListHref, groupByMonth, groupByYear, type MonthGroup } from '../../shared/blog.ts';
import { formatMonth, formatNumber, t } from '../../shared/messages/index.ts';
import type { ArchiveData } from './archive.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** A number of posts: "(3)" on screen, «3 entradas» for screen readers. */
function Count({ count }: { count: number }) {
  return (
    <span className="archive-block__count">
      <span aria-hidden="true">{`(${formatNumber(count)})`}</span>
      <span className="visually-hidden">{t('blog.postCount', { count })}</span>
    </span>
  );
}

function Months({ urlId, months }: { urlId: string; months: readonly MonthGroup<unknown>[] }) {
  return (
    <ul className="archive-block__months">
      {months.map((group) => (
        <li key={group.month}>
          <a href={blogListHref(urlId, { kind: 'month', value: group.month })}>{formatMonth(group.month)}</a> <Count count={group.posts.length} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Archive: a navigation landmark named by its title (or «Archivo») with the blog's months, newest
 * first, each linked to its list and with its count; by year, one `<details>` per year (the newest
 * open). Nothing when the blog has no published post (or is not one a visitor may see).
 */
export function ArchiveBlock({ id, data, ctx }: { id: string; data: ArchiveData; ctx: Pick<BlockContext, 'lists' | 'site'> }) {
  const list = ctx.lists.get(data.collectionId);
  if (!list) return null;
  const months = groupByMonth(list.items, ctx.site.timeZone);
  if (months.length === 0) return null;
  const headingId = `${id}-title`;
  const urlId = list.collection.urlId;
  return (
    <nav className={classList`archive-block archive-block--${data.groupBy}`} aria-labelledby={headingId}>
      {createElement(`h${data.headingLevel}`, { id: headingId, className: 'archive-block__heading' }, data.title || t('blog.archiveLabel'))}
      {data.groupBy === 'year' ? (
        <ul className="archive-block__years">
          {groupByYear(months).map((year, i) => (
            <li key={year.year}>
              <details className="archive-block__year" open={i === 0}>
                <summary>
                  {year.year} <Count count={year.count} />
                </summary>
                <Months urlId={urlId} months={year.months} />
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <Months urlId={urlId} months={months} />
      )}
    </nav>
  );
}
