/**
 * es-419 text of the cookie banner (SPEC §5 defaults, verbatim). Part of the one catalogue
 * (see ./index.ts); keys are permanent.
 */
export const cookieMessages = {
  'cookies.bannerText':
    'Al navegar por esta página web, aceptas nuestro uso de cookies. Utilizamos cookies para ofrecerte una mejor experiencia y para ayudar a que nuestra página funcione de manera efectiva.',
  'cookies.ctaText': 'Aceptar',
  'cookies.optOutText': 'Rechazar',
  'cookies.bannerLabel': 'Aviso de cookies',
  'cookies.acceptLabel': 'Aceptar cookies',
  'cookies.closeLabel': 'Cerrar el aviso de cookies',
  'cookies.preferences': 'Preferencias de cookies',
} as const;
