/**
 * The reservation and registry providers: their origins, scripts and what their scripts expect
 * on the page, shared by the server (card, policy) and the browser (reservation.script.ts).
 */
import type { BlockOrigin } from '../block-meta.ts';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import type { MessageKey } from '../../shared/messages/index.ts';
import type { ReservationData, ReservationProvider } from './reservation.schema.ts';

/** §9: the restaurant widget is wide above 850 px (OpenTable's `wide` theme). */
export const WIDE_ABOVE_PX = 850;
/** §9: table booking shows its parts in one column at 750 px or less. */
export const COLUMNS_AT_PX = 750;
/** The event that re-initialises a widget (§4: re-init reloads its script), dispatched on its element. */
export const WIDGET_REINIT_EVENT = 'vitrina:widget:reinit';
/** The attribute holding a widget's data as JSON. */
export const WIDGET_ATTRIBUTE = 'data-widget';

interface Provider {
  /** The provider's brand, as it writes it. */
  name: string;
  /** The card's heading (catalogue key). */
  label: MessageKey;
  /** The button (catalogue key). */
  action: MessageKey;
  /** Where the script comes from (also shown on the card). */
  scriptOrigin: string;
  /** Where its frames come from. */
  frameOrigin: string;
}

export const PROVIDERS: Readonly<Record<ReservationProvider, Provider>> = {
  opentable: { name: 'OpenTable', label: 'widgets.providerOpenTable', action: 'widgets.bookTable', scriptOrigin: 'https://www.opentable.com', frameOrigin: 'https://www.opentable.com' },
  tock: { name: 'Tock', label: 'widgets.providerTock', action: 'widgets.bookTable', scriptOrigin: 'https://www.exploretock.com', frameOrigin: 'https://www.exploretock.com' },
  acuity: { name: 'Acuity Scheduling', label: 'widgets.providerAcuity', action: 'widgets.bookAppointment', scriptOrigin: 'https://embed.acuityscheduling.com', frameOrigin: 'https://app.acuityscheduling.com' },
  zola: { name: 'Zola', label: 'widgets.providerZola', action: 'widgets.openRegistry', scriptOrigin: 'https://widget.zola.com', frameOrigin: 'https://widget.zola.com' },
};

/** The provider a §1 type stands for; the table-booking variants (1018, 1019) take OpenTable or Tock. */
export function typeProviders(type: number | undefined): readonly ReservationProvider[] {
  switch (type) {
    case BlockType.OPENTABLE:
    case BlockType.OPENTABLE_V2:
      return ['opentable'];
    case BlockType.TOCK:
      return ['tock'];
    case BlockType.ACUITY:
      return ['acuity'];
    case BlockType.ZOLA:
      return ['zola'];
    case BlockVariant.TABLE_BOOKING_RESERVATIONS:
    case BlockVariant.TABLE_BOOKING_EVENTS:
      return ['opentable', 'tock'];
    default:
      return ['opentable', 'tock', 'acuity', 'zola'];
  }
}

/** The page's policy for a widget: its script and frame origins, consent-bound. */
export function widgetOrigins(data: Pick<ReservationData, 'provider'>): BlockOrigin[] {
  const p = PROVIDERS[data.provider];
  const origins: BlockOrigin[] = [{ directive: 'script-src', origin: p.scriptOrigin, consent: true }, { directive: 'frame-src', origin: p.frameOrigin, consent: true }];
  return p.frameOrigin === p.scriptOrigin ? origins : [...origins, { directive: 'frame-src', origin: p.scriptOrigin, consent: true }];
}

/** OpenTable's theme for a block `width` px wide: `wide` above 850 px (§9), else `standard`. */
export function openTableTheme(width: number): 'wide' | 'standard' {
  return width > WIDE_ABOVE_PX ? 'wide' : 'standard';
}

/** The provider's script URL for a block `width` px wide. */
export function widgetScriptUrl(data: ReservationData, width: number): string {
  switch (data.provider) {
    case 'opentable':
      return `https://www.opentable.com/widget/reservation/loader?rid=${data.restaurantId}&type=standard&theme=${openTableTheme(width)}&iframe=true&domain=com&lang=es-MX&newtab=false&ot_source=Restaurant%20website`;
    case 'tock':
      return 'https://www.exploretock.com/tock.js';
    case 'acuity':
      return 'https://embed.acuityscheduling.com/js/embed.js';
    case 'zola':
      return 'https://widget.zola.com/js/widget.js';
  }
}

/** Acuity's scheduling page, framed beside its script. */
export function acuityFrameUrl(data: Extract<ReservationData, { provider: 'acuity' }>): string {
  return `https://app.acuityscheduling.com/schedule.php?owner=${data.owner}${data.appointmentType ? `&appointmentType=${data.appointmentType}` : ''}`;
}
