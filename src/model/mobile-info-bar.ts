import * as v from 'valibot';
import { Text } from './common.ts';
import { ChromeHref } from './announcement-bar.ts';

/** A phone number as people write it: digits, spaces, + ( ) . - with at least 4 digits. */
const Phone = v.pipe(
  v.string(),
  v.maxLength(40),
  v.regex(/^\+?[\d\s().-]+$/, 'El teléfono solo puede tener dígitos, espacios, +, (, ), . y -'),
  v.check((p) => (p.match(/\d/g)?.length ?? 0) >= 4, 'El teléfono necesita al menos 4 dígitos'),
);

/** The bar's colours. */
export const MOBILE_INFO_BAR_STYLES = ['light', 'dark', 'accent'] as const;

/**
 * The mobile information bar (§3 mobileInfoBarSettings, §6: up to 1024 px wide): what a small
 * business needs at hand on a phone, fixed at the bottom of the screen. The map link is
 * `mapUrl`, else a map search for the address.
 */
export const MobileInfoBarSettings = v.pipe(
  v.object({
    enabled: v.optional(v.boolean(), false),
    style: v.optional(v.picklist(MOBILE_INFO_BAR_STYLES), 'light'),
    address: v.optional(Text(300)),
    mapUrl: v.optional(ChromeHref),
    phone: v.optional(Phone),
    email: v.optional(v.pipe(v.string(), v.maxLength(200), v.email('El correo electrónico no es válido'))),
    hours: v.optional(Text(200)),
    button: v.optional(v.object({ label: v.pipe(Text(40), v.minLength(1, 'El botón necesita un texto')), href: ChromeHref })),
  }),
  v.check(
    (s) => !s.enabled || Boolean(s.address || s.phone || s.email || s.hours || s.button),
    'La barra de información móvil activada necesita al menos una dirección, teléfono, correo, horario o botón',
  ),
);
export type MobileInfoBarSettings = v.InferOutput<typeof MobileInfoBarSettings>;
