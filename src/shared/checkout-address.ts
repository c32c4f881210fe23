/**
 * The checkout's address rules (issue 16, docs/commerce.md "Checkout and orders"): the states of
 * Mexico and the United States (the region select), their postal codes (§5: a US zip is exactly 5
 * digits; a Mexican código postal too), and the check of the details form. Pure: the server runs
 * it, and a script could run the same.
 */
import { t, type MessageKey } from './messages/index.ts';

/** Mexico's 32 states by the keys tax rules use (RegionCode: CDMX, JAL…). */
export const MX_STATES: Record<string, string> = {
  AGS: 'Aguascalientes', BC: 'Baja California', BCS: 'Baja California Sur', CAMP: 'Campeche', CHIS: 'Chiapas', CHIH: 'Chihuahua',
  CDMX: 'Ciudad de México', COAH: 'Coahuila', COL: 'Colima', DGO: 'Durango', GTO: 'Guanajuato', GRO: 'Guerrero', HGO: 'Hidalgo',
  JAL: 'Jalisco', MEX: 'Estado de México', MICH: 'Michoacán', MOR: 'Morelos', NAY: 'Nayarit', NL: 'Nuevo León', OAX: 'Oaxaca',
  PUE: 'Puebla', QRO: 'Querétaro', QROO: 'Quintana Roo', SLP: 'San Luis Potosí', SIN: 'Sinaloa', SON: 'Sonora', TAB: 'Tabasco',
  TAMPS: 'Tamaulipas', TLAX: 'Tlaxcala', VER: 'Veracruz', YUC: 'Yucatán', ZAC: 'Zacatecas',
};

/** The 50 states of the United States and DC by their postal abbreviation, named in es-419. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'Distrito de Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawái', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Luisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Míchigan', MN: 'Minnesota',
  MS: 'Misisipi', MO: 'Misuri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'Nuevo Hampshire', NJ: 'Nueva Jersey',
  NM: 'Nuevo México', NY: 'Nueva York', NC: 'Carolina del Norte', ND: 'Dakota del Norte', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregón',
  PA: 'Pensilvania', RI: 'Rhode Island', SC: 'Carolina del Sur', SD: 'Dakota del Sur', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'Virginia Occidental', WI: 'Wisconsin', WY: 'Wyoming',
};

/** The states of a country whose region is picked from a list (MX, US), else undefined. */
export const statesOf = (country: string): Record<string, string> | undefined => (country === 'MX' ? MX_STATES : country === 'US' ? US_STATES : undefined);

/** Countries offered when the store ships anywhere (no `shipsTo`): the Americas and Spain. */
export const DEFAULT_COUNTRIES = ['MX', 'US', 'CA', 'GT', 'SV', 'HN', 'NI', 'CR', 'PA', 'CO', 'EC', 'PE', 'BO', 'CL', 'AR', 'UY', 'PY', 'BR', 'VE', 'DO', 'PR', 'ES'];

/** A country's name in es-419 ("MX" → "México"). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['es-419'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What the details form sends. */
export interface DetailsInput {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export type DetailsField = keyof DetailsInput;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z0-9-]{2,24}$/;

/** Whether a postal code fits its country (§5: US zip exactly 5 digits; MX 5 digits; others 3–10 letters, digits, spaces or dashes). */
export function postalCodeProblem(country: string, code: string): MessageKey | undefined {
  if (!code) return 'checkout.postalRequired';
  if (country === 'US') return /^\d{5}$/.test(code) ? undefined : 'checkout.zipInvalid';
  if (country === 'MX') return /^\d{5}$/.test(code) ? undefined : 'checkout.mxPostalInvalid';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(code) ? undefined : 'checkout.postalInvalid';
}

/**
 * Checks the details form: the email always, the name always, the address only when something
 * ships (`requiresShipping`), to a country of `countries`. Answers the errors by field (es-419).
 */
export function detailsErrors(input: DetailsInput, opts: { requiresShipping: boolean; countries: readonly string[] }): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  const set = (field: DetailsField, key: MessageKey, values?: Record<string, string>) => (errors[field] ??= t(key, values));
  if (!input.email) set('email', 'checkout.emailRequired');
  else if (input.email.length > 254 || !EMAIL.test(input.email)) set('email', 'checkout.emailInvalid');
  if (!input.name) set('name', 'checkout.nameRequired');
  if (!opts.requiresShipping) return errors;
  if (!input.line1) set('line1', 'checkout.line1Required');
  if (!input.city) set('city', 'checkout.cityRequired');
  if (!opts.countries.includes(input.country)) set('country', 'checkout.countryRequired');
  const states = statesOf(input.country);
  if (states && !states[input.region]) set('region', 'checkout.regionRequired');
  const postal = postalCodeProblem(input.country, input.postalCode);
  if (postal) set('postalCode', postal);
  if (input.phone && !/^\+?[\d\s().-]{7,20}$/.test(input.phone)) set('phone', 'checkout.phoneInvalid');
  return errors;
}
