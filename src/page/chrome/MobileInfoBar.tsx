import type { ReactNode } from 'react';
import type { MobileInfoBarSettings } from '../../model/mobile-info-bar.ts';
import { t } from '../../shared/messages/index.ts';
import { telHref } from '../../shared/overlays.ts';
import { isExternal } from '../../ui/links.ts';
import { classList } from '../../ui/class-list.ts';

const icon = (d: string) => (
  <svg className="mobile-info-bar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const PIN = 'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const PHONE = 'M5 3.5h3.2l1.6 4-2 1.3a11 11 0 0 0 5.4 5.4l1.3-2 4 1.6V17a2.5 2.5 0 0 1-2.5 2.5A14.5 14.5 0 0 1 2.5 6 2.5 2.5 0 0 1 5 3.5z';
const MAIL = 'M3.5 6.5h17v11h-17zm0 0L12 13l8.5-6.5';

/** The map link of the bar: the owner's map address, else a map search for the street address. */
export function mapHref(settings: MobileInfoBarSettings): string | undefined {
  if (settings.mapUrl) return settings.mapUrl;
  return settings.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}` : undefined;
}

/**
 * The mobile information bar (§3 mobileInfoBarSettings, §6, §9): fixed at the bottom of the
 * screen up to 1024 px wide and absent above (CSS alone), with the page's bottom reserved for it
 * so it covers nothing. A labelled navigation landmark of plain links (map, tel:, mailto:, the
 * owner's button) that work without any script; the opening hours as text above them.
 */
export function MobileInfoBar({ settings }: { settings: MobileInfoBarSettings }) {
  const map = mapHref(settings);
  const items: ReactNode[] = [];
  if (map) {
    items.push(
      <a className="mobile-info-bar__action" href={map} rel="noopener" aria-label={settings.address ? t('overlays.infoBarMapLabel', { address: settings.address }) : undefined}>
        {icon(PIN)}
        <span>{t('overlays.infoBarMap')}</span>
      </a>,
    );
  }
  if (settings.phone) {
    items.push(
      <a className="mobile-info-bar__action" href={telHref(settings.phone)} aria-label={t('overlays.infoBarCallLabel', { phone: settings.phone })}>
        {icon(PHONE)}
        <span>{t('overlays.infoBarCall')}</span>
      </a>,
    );
  }
  if (settings.email) {
    items.push(
      <a className="mobile-info-bar__action" href={`mailto:${settings.email}`} aria-label={t('overlays.infoBarEmailLabel', { email: settings.email })}>
        {icon(MAIL)}
        <span>{t('overlays.infoBarEmail')}</span>
      </a>,
    );
  }
  if (settings.button) {
    items.push(
      <a className="mobile-info-bar__button btn btn--primary" href={settings.button.href} rel={isExternal(settings.button.href) ? 'noopener' : undefined}>
        {settings.button.label}
      </a>,
    );
  }
  return (
    <nav className={classList`mobile-info-bar mobile-info-bar--${settings.style}${settings.hours ? ' mobile-info-bar--with-hours' : ''}`} aria-label={t('overlays.infoBarLabel')}>
      {settings.hours ? (
        <p className="mobile-info-bar__hours">
          <span className="mobile-info-bar__hours-label">{t('overlays.infoBarHours')}:</span> {settings.hours}
        </p>
      ) : null}
      {items.length ? (
        <ul className="mobile-info-bar__actions">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
