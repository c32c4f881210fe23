import type { ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';

/** A friendly page with one message and a way home: not found, error, unknown site; `kicker` names the site above the heading (state pages). */
export function MessagePage({ code, kicker, heading, text, action = true, children }: { code?: string; kicker?: string; heading: string; text: string; action?: boolean; children?: ReactNode }) {
  return (
    <div className="message-page">
      <div className="container container--narrow">
        {code ? (
          <p className="message-page__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        {kicker ? <p className="message-page__kicker">{kicker}</p> : null}
        <h1 className="message-page__title">{heading}</h1>
        <p className="message-page__text">{text}</p>
        {children}
        {action ? (
          <p>
            <a className="btn btn--primary btn--medium" href="/">
              {t('page.backHome')}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
