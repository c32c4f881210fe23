import type { BlockContext } from '../block-meta.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { ariaCurrent, findPage, sitePath } from '../navigation/nav-links.ts';
import type { FolderData } from './folder.schema.ts';

/** The folder's links with their titles: a link without one takes its site page's title, or is left out. */
export function folderLinks(data: FolderData, site: BlockContext['site'] | undefined): { title: string; href: string }[] {
  return data.links.flatMap((link) => {
    const path = sitePath(link.href);
    const title = link.title ?? (path && site ? (path === '/' ? findPage(site, site.homePage) : findPage(site, path))?.title : undefined);
    return title ? [{ title, href: link.href }] : [];
  });
}

/**
 * Folder block: a native disclosure (`<details>`/`<summary>`), so it opens by mouse, Enter or Space
 * with or without the script and exposes its expanded state to assistive technology; the folder
 * script adds Escape to close (focus back on the title) and closing on a click outside.
 * A folder holding the current page is marked and starts open.
 */
export function FolderBlock({ data, ctx }: { data: FolderData; ctx: Pick<BlockContext, 'current' | 'site'> }) {
  const links = folderLinks(data, ctx.site);
  if (links.length === 0) return null;
  const currents = links.map((l) => ariaCurrent(l.href, ctx.current));
  const holdsCurrent = currents.some(Boolean);
  return (
    <details className="folder-block" open={data.open || holdsCurrent || undefined} {...blockScriptAttributes('folder')}>
      <summary className="folder-block__title">
        <span>{data.title}</span>
        <svg className="folder-block__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <ul className="folder-block__links">
        {links.map((link, i) => (
          <li key={i}>
            <a className="folder-block__link" href={link.href} aria-current={currents[i]}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
