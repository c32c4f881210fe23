import { PageType } from '../../shared/enums.ts';
import type { PageModel, RenderContext } from '../context.ts';
import { hasHeadingOne, LayoutView } from '../layout/LayoutView.tsx';
import { t } from '../../shared/messages/index.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { CollectionPage } from './CollectionPage.tsx';
import { CoverPageView } from './CoverPage.tsx';
import { ItemPage } from './ItemPage.tsx';
import { LockPage } from './LockPage.tsx';
import { MessagePage } from './MessagePage.tsx';
import { SearchPage } from './SearchPage.tsx';

/** The content of `<main>` for a page type (§2); a type not built yet shows the error page. */
export function PageBody({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  if (model.message) {
    const { heading, text, body, className } = model.message;
    return (
      <div className={className}>
        <MessagePage heading={heading} text={text} action={false}>
          {body}
        </MessagePage>
      </div>
    );
  }
  switch (model.pageType) {
    case PageType.PAGE: {
      const layout = model.collection?.layout;
      const title = model.path === '/' ? model.site.website.title : model.title;
      return (
        <>
          {/* Every page has one h1; when the owner's content has none, it names the page for assistive technology. */}
          {hasHeadingOne(layout) ? null : <h1 className="visually-hidden">{title}</h1>}
          <LayoutView layout={layout} ctx={ctx} />
        </>
      );
    }
    case PageType.SPLASH_PAGE:
      return model.collection ? <CoverPageView model={model} ctx={ctx} /> : <MessagePage heading={t('page.errorHeading')} text={t('page.errorText')} />;
    case PageType.MAIN_CONTENT:
      return <CollectionPage model={model} ctx={ctx} />;
    case PageType.CONTENT_ITEM:
      return <ItemPage model={model} ctx={ctx} />;
    case PageType.NOT_FOUND:
      return <MessagePage code="404" heading={t('page.notFoundHeading')} text={t('page.notFoundText')} />;
    case PageType.MEMBER_AREA_ACCESS_DENIED:
      return <AccessDenied model={model} />;
    case PageType.LOCK_SCREEN:
    case PageType.PROTECTED_CONTENT:
      return model.lock ? <LockPage model={model} /> : <MessagePage heading={t('page.errorHeading')} text={t('page.errorText')} />;
    case PageType.SEARCH:
      return <SearchPage query={model.query} search={model.search} />;
    default:
      return <MessagePage heading={t('page.errorHeading')} text={t('page.errorText')} />;
  }
}
