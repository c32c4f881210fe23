import type { PageModel } from '../context.ts';
import { t } from '../../shared/messages/index.ts';
import { joinPath, MEMBER_PATHS, signInPath } from '../../shared/members.ts';
import { MessagePage } from './MessagePage.tsx';
import { classList } from '../../ui/class-list.ts';

/**
 * The access-denied page (§2 type 106): for a members-only page, the ways in (docs/members.md):
 * signed out, sign in (back to this page) or join one of its areas; a member of another area,
 * join one of its areas. Nothing of the page itself.
 */
export function AccessDenied({ model }: { model: PageModel }) {
  const ways = model.memberAreaWays;
  if (!ways) return <MessagePage code="403" heading={t('page.accessDeniedHeading')} text={t('page.accessDeniedText')} />;
  return (
    <MessagePage code="403" heading={t('page.accessDeniedHeading')} text={ways.signedIn ? t('members.deniedOtherArea') : t('members.deniedSignedOut')} action={false}>
      <ul className="member-ways">
        {ways.signedIn ? null : (
          <li>
            <a className="btn btn--primary btn--medium" href={signInPath(model.path)}>
              {t('members.signInLink')}
            </a>
          </li>
        )}
        {ways.areas.map((area) => (
          <li key={area.id}>
            <a className={classList`btn ${ways.signedIn ? 'btn--primary' : 'btn--secondary'} btn--medium`} href={joinPath(area.id)}>
              {area.price ? t('paidAreas.deniedJoin', { area: area.title, price: area.price }) : t('members.deniedJoin', { area: area.title })}
            </a>
          </li>
        ))}
        {ways.signedIn ? (
          <li>
            <a className="btn btn--secondary btn--medium" href={MEMBER_PATHS.account}>
              {t('members.deniedAccount')}
            </a>
          </li>
        ) : null}
      </ul>
    </MessagePage>
  );
}
