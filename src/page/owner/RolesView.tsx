import { formatDate, t, type MessageKey } from '../../shared/messages/index.ts';
import { ASSIGNABLE_ROLES, mayRole, PERMISSIONS } from '../../shared/owner/permissions.ts';
import { Panel, WideTable } from './forms/parts.tsx';
import { OwnerField } from './OwnerField.tsx';

/** One person with access to the site. */
export interface RolesPerson {
  id: string;
  email: string;
  role: number;
  createdAt: number;
}

/** What /config/roles shows. */
export interface RolesData {
  people: RolesPerson[];
  pending: { id: string; email: string; role: number; expiresAt: number }[];
  /** The signed-in admin's account id (marked "(tú)"). */
  selfId: string;
  crumb: string;
  inviteDays: number;
  /** A notice after a change that worked (role="status"). */
  notice?: string;
  /** What went wrong with the last post (role="alert", focused). */
  error?: string;
  /** The invitation form typed back after a refusal, and its field errors. */
  invite?: { email?: string; role?: number; errors?: { email?: string; role?: string } };
}

const roleLabel = (role: number) => t(`roles.name.${role}` as MessageKey);

function RoleOptions() {
  return (
    <>
      {ASSIGNABLE_ROLES.map((r) => (
        <option key={r} value={r}>
          {roleLabel(r)}
        </option>
      ))}
    </>
  );
}

/**
 * The people page (GET /config/roles, admins only): who has which role, each with a plain form to
 * change it and one to remove the person; pending invitations; the invitation form; and what each
 * role may do (the permission table itself). No script: every action is a form post with the crumb.
 */
export function RolesView({ data }: { data: RolesData }) {
  const inv = data.invite ?? {};
  const errors = inv.errors ?? {};
  const focusField = !data.error && (errors.email ? 'email' : errors.role ? 'role' : undefined);
  return (
    <>
      <p className="owner-muted">{t('roles.intro')}</p>
      {data.notice ? (
        <div className="owner-alert owner-alert--info" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      {data.error ? (
        <div className="owner-alert" role="alert" id="roles-error" tabIndex={-1} autoFocus>
          <p>{data.error}</p>
        </div>
      ) : null}
      <Panel id="people" title={t('roles.tableLabel')}>
        <WideTable
          label={t('roles.tableLabel')}
          head={
            <tr>
              <th scope="col">{t('roles.colEmail')}</th>
              <th scope="col">{t('roles.colRole')}</th>
              <th scope="col">{t('roles.colSince')}</th>
              <th scope="col">{t('roles.colActions')}</th>
            </tr>
          }
        >
          {data.people.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {p.email} {p.id === data.selfId ? <span className="owner-muted">{t('roles.you')}</span> : null}
              </th>
              <td>
                <form method="post" action={`/config/roles/${p.id}/role`} className="owner-inline-form">
                  <input type="hidden" name="crumb" value={data.crumb} />
                  <label htmlFor={`role-${p.id}`} className="owner-hidden">
                    {t('roles.changeLabel', { email: p.email })}
                  </label>
                  <select id={`role-${p.id}`} name="role" defaultValue={String(p.role)}>
                    <RoleOptions />
                  </select>
                  <button type="submit" className="owner-button owner-button--quiet">
                    {t('roles.change')}
                  </button>
                </form>
              </td>
              <td>{formatDate(p.createdAt, 'medium')}</td>
              <td>
                <form method="post" action={`/config/roles/${p.id}/remove`} className="owner-inline-form">
                  <input type="hidden" name="crumb" value={data.crumb} />
                  <button type="submit" className="owner-button owner-button--quiet" aria-label={t('roles.removeLabel', { email: p.email })}>
                    {t('roles.remove')}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </WideTable>
        <p className="owner-muted">{t('roles.tableHint')}</p>
      </Panel>

      <Panel id="invite" title={t('roles.inviteHeading')}>
        <p className="owner-muted">{t('roles.inviteIntro', { days: data.inviteDays })}</p>
        <form method="post" action="/config/roles/invite" className="owner-form owner-invite" noValidate>
          <input type="hidden" name="crumb" value={data.crumb} />
          <OwnerField id="invite-email" label={t('roles.inviteEmail')} error={errors.email}>
            <input name="email" type="email" autoComplete="off" required defaultValue={inv.email ?? ''} autoFocus={focusField === 'email'} />
          </OwnerField>
          <OwnerField id="invite-role" label={t('roles.inviteRole')} error={errors.role}>
            <select name="role" defaultValue={String(inv.role ?? ASSIGNABLE_ROLES[2])} autoFocus={focusField === 'role'}>
              <RoleOptions />
            </select>
          </OwnerField>
          <button type="submit" className="owner-button">
            {t('roles.inviteSubmit')}
          </button>
        </form>
      </Panel>

      <Panel id="pending" title={t('roles.pendingHeading')}>
        {data.pending.length === 0 ? (
          <p className="owner-muted">{t('roles.pendingNone')}</p>
        ) : (
          <ul className="owner-list">
            {data.pending.map((i) => (
              <li key={i.id}>
                <form method="post" action={`/config/roles/invitations/${i.id}/revoke`} className="owner-inline-form">
                  <span>{`${i.email} · ${roleLabel(i.role)} · ${t('roles.pendingExpires', { date: formatDate(i.expiresAt, 'medium') })}`}</span>
                  <input type="hidden" name="crumb" value={data.crumb} />
                  <button type="submit" className="owner-button owner-button--quiet" aria-label={t('roles.revokeLabel', { email: i.email })}>
                    {t('roles.revoke')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="permissions" title={t('roles.permissionsHeading')}>
        <WideTable
          label={t('roles.permissionsHeading')}
          head={
            <tr>
              <th scope="col">{t('roles.colRole')}</th>
              {PERMISSIONS.map((p) => (
                <th scope="col" key={p}>
                  {t(`roles.perm.${p}` as MessageKey)}
                </th>
              ))}
            </tr>
          }
        >
          {ASSIGNABLE_ROLES.map((r) => (
            <tr key={r}>
              <th scope="row">{roleLabel(r)}</th>
              {PERMISSIONS.map((p) => (
                <td key={p}>{mayRole(r, p) ? t('roles.yes') : t('roles.no')}</td>
              ))}
            </tr>
          ))}
        </WideTable>
      </Panel>
    </>
  );
}
