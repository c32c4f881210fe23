import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderPage } from '../../page/render.tsx';
import { normalisePath } from '../sites/index.ts';
import { PageType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { MEMBER_PATHS } from '../../shared/members.ts';
import { MIN_PASSWORD_LENGTH } from './service.ts';

/** Field errors of a members form, by field name. */
export type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

/** One member page: a heading, a line, and the form or links under it. */
export interface MemberPage {
  heading: string;
  text: string;
  status?: number;
  pageType?: number;
  children?: ReactNode;
}

/**
 * Sends a member page as a page of the site (its header, navigation, footer and fonts around the
 * message and form; `noindex`), private and never cached: every answer is about one visitor.
 */
export function sendMemberPage(reply: FastifyReply, assets: PageAssets, site: SiteView, page: MemberPage): FastifyReply {
  const path = normalisePath(reply.request.url.split('?')[0]) ?? MEMBER_PATHS.account;
  const html = renderPage(
    {
      site,
      path,
      pageType: (page.pageType ?? PageType.PAGE) as PageType,
      title: page.heading,
      description: page.text,
      message: { heading: page.heading, text: page.text, body: page.children, className: 'member-page' },
    },
    assets,
    { status: page.status ?? 200 },
  );
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    // Mail links carry their token in the address: never sent to another site. (Not no-referrer:
    // a form posted from a no-referrer page says `Origin: null`, which the crumb check refuses.)
    .header('referrer-policy', 'same-origin')
    .send(html);
}

/** A plain form that works without script: POST, the crumb as a hidden field, an error summary when needed. */
export function MemberForm({ action, crumb, error, hidden = {}, children, submit }: { action: string; crumb: string; error?: string; hidden?: Record<string, string>; children?: ReactNode; submit: string }) {
  return (
    <form className="member-form" method="post" action={action} noValidate>
      {error ? (
        <p className="member-form__error" role="alert" id="member-form-error">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="crumb" value={crumb} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <p className="member-form__actions">
        <button type="submit" className="btn btn--primary btn--medium">
          {submit}
        </button>
      </p>
    </form>
  );
}

/** A labelled input; its error is tied to it (aria-invalid, aria-describedby). */
export function Field({ name, label, type = 'text', value = '', error, hint, autoComplete }: { name: string; label: string; type?: string; value?: string; error?: string; hint?: string; autoComplete: string }) {
  const id = `member-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <p className="member-form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="member-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : value}
        autoComplete={autoComplete}
        required
        maxLength={type === 'password' ? 1000 : 300}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <span className="member-form__field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

/** The sign-in fields: email, password, remember me. */
export function SignInFields({ email = '', errors = {}, rememberMe = false }: { email?: string; errors?: FieldErrors; rememberMe?: boolean }) {
  return (
    <>
      <Field name="email" type="email" label={t('members.email')} value={email} error={errors.email} autoComplete="email" />
      <Field name="password" type="password" label={t('members.password')} error={errors.password} autoComplete="current-password" />
      <p className="member-form__check">
        <input id="member-remember" type="checkbox" name="rememberMe" value="true" defaultChecked={rememberMe} />
        <label htmlFor="member-remember">{t('members.rememberMe')}</label>
      </p>
    </>
  );
}

/** The sign-up fields: name, email, new password. */
export function SignUpFields({ name = '', email = '', errors = {} }: { name?: string; email?: string; errors?: FieldErrors }) {
  return (
    <>
      <Field name="name" label={t('members.name')} value={name} error={errors.name} autoComplete="name" />
      <Field name="email" type="email" label={t('members.email')} value={email} error={errors.email} autoComplete="email" />
      <Field name="password" type="password" label={t('members.password')} hint={t('members.passwordHint', { min: MIN_PASSWORD_LENGTH })} error={errors.password} autoComplete="new-password" />
    </>
  );
}

/** Links under a form ("¿Ya tienes cuenta? Inicia sesión"). */
export function MemberLinks({ links }: { links: Array<{ lead?: string; href: string; text: string }> }) {
  return (
    <ul className="member-links">
      {links.map((l) => (
        <li key={l.href}>
          {l.lead ? `${l.lead} ` : null}
          <a href={l.href}>{l.text}</a>
        </li>
      ))}
    </ul>
  );
}

/** The sign-out button (a form: it changes state, and works without script). */
export function SignOutForm({ crumb }: { crumb: string }) {
  return (
    <form className="member-form member-form--inline" method="post" action={MEMBER_PATHS.signOut}>
      <input type="hidden" name="crumb" value={crumb} />
      <button type="submit" className="btn btn--secondary btn--medium">
        {t('members.signOutButton')}
      </button>
    </form>
  );
}
