import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import type { BlockContext } from '../block-meta.ts';
import { MAP_OPTIONS_ATTRIBUTE, mapOptions, tileHost } from './map-options.ts';
import type { MapData } from './map.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** The messages the browser shows, carried on the element (the script ships no catalogue). */
function scriptMessages(place: string): Record<string, string> {
  return {
    'data-msg-loading': t('widgets.mapLoading'),
    'data-msg-consent': t('widgets.mapWaitingConsent'),
    'data-msg-failed': t('widgets.mapFailed'),
    'data-msg-canvas': t('widgets.mapCanvas', { place }),
    'data-msg-zoom-in': t('widgets.mapZoomIn'),
    'data-msg-zoom-out': t('widgets.mapZoomOut'),
  };
}

/**
 * Map block: the address card — name, address, a link to the place on OpenStreetMap and, when
 * the site has a tile server, «Mostrar mapa» — which is the whole block until the visitor asks
 * for the map (and, where the site asks, consents): never a broken box.
 */
export function MapBlock({ data, ctx }: { data: MapData; ctx: Pick<BlockContext, 'site'> }) {
  const l = data.location;
  const place = l.addressTitle || l.addressLine1 || t('widgets.mapPlace');
  const options = mapOptions(data, ctx.site, place);
  const lines = [l.addressLine1, l.addressLine2, l.addressCountry].filter(Boolean);
  const scripted = options.tiles ? { ...blockScriptAttributes('map'), [MAP_OPTIONS_ATTRIBUTE]: JSON.stringify(options), ...scriptMessages(place) } : {};
  return (
    <div className={classList`map-block map-block--style-${data.style}`} data-map-state="card" {...scripted}>
      <div className="map-block__card">
        <svg className="map-block__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        <div className="map-block__text">
          <p className="map-block__title">{place}</p>
          {lines.length > 0 ? (
            <address className="map-block__address">
              {lines.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          ) : null}
          <div className="map-block__actions">
            {options.tiles ? (
              <button type="button" className="btn btn--primary btn--small map-block__show" data-map-show="">
                {t('widgets.mapShow')}
              </button>
            ) : null}
            <a className="map-block__link" href={options.link} target="_blank" rel="noopener noreferrer" aria-label={t('widgets.mapOpenLinkNewTab')}>
              {t('widgets.mapOpenLink')}
            </a>
          </div>
          {options.tiles ? <p className="map-block__note">{t('widgets.mapShowFrom', { host: tileHost(options.tiles.url) })}</p> : null}
          <p className="map-block__status" role="status" />
        </div>
      </div>
    </div>
  );
}
