/** The interface strings the spec gives word for word, held against the catalogue. */
import { describe, expect, it } from 'vitest';
import { t, type MessageKey } from './index.ts';

const verbatim: [section: string, key: MessageKey, text: string][] = [
  ['§2 logout dialog title', 'page.logoutTitle', 'La sesión se cerró correctamente'],
  ['§2 logout dialog message', 'page.logoutMessage', 'Has cerrado sesión correctamente.'],
  ['§4 workflow PUBLISHED', 'workflow.available', 'Disponible'],
  ['§4 workflow SCHEDULED', 'workflow.scheduled', 'Programado'],
  ['§4 workflow DRAFT', 'workflow.hidden', 'Oculto'],
  ['§4 workflow other', 'workflow.notSupported', 'No compatible'],
  ['§5 textarea max length', 'validation.maxLengthExceeded', 'Excediste el límite de caracteres.'],
  ['§5 whole form', 'validation.invalidForm', 'Uno o más campos no son válidos. Revisa tus entradas.'],
  ['§5 cookie banner CTA', 'cookies.ctaText', 'Aceptar'],
  ['§5 cookie banner opt-out', 'cookies.optOutText', 'Rechazar'],
  [
    '§5 cookie banner text',
    'cookies.bannerText',
    'Al navegar por esta página web, aceptas nuestro uso de cookies. Utilizamos cookies para ofrecerte una mejor experiencia y para ayudar a que nuestra página funcione de manera efectiva.',
  ],
  ['§8 form submit', 'forms.submitError', 'Hubo un error al procesar el envío de formulario. Actualiza la página e intenta nuevamente.'],
  ['§8 form unknown', 'forms.unknownError', 'Error desconocido, intenta nuevamente más tarde.'],
  ['§8 form captcha', 'forms.captchaRequired', 'Completa el CAPTCHA antes de enviar.'],
  ['§8 form key failure', 'forms.keyFailure', 'No se pudo obtener una clave de envío de formulario. Intenta nuevamente más tarde.'],
  ['§8 form sanitisation', 'forms.sanitizeError', 'No se pudieron analizar los campos del formulario. Revisa tus entradas.'],
  ['§8 video embed', 'video.invalidEmbed', 'La integración del video no es válida.'],
  [
    '§8 video thumbnails',
    'video.customThumbnailEmbedOnly',
    'Las imágenes destacadas personalizadas solo están disponibles con videos insertados. Vuelve a la configuración de inserción para desactivar las imágenes destacadas.',
  ],
  ['store: sold out', 'commerce.soldOut', 'Agotado'],
  ['store: on sale', 'commerce.onSale', 'Oferta'],
];

describe('interface strings given verbatim by the spec', () => {
  it.each(verbatim)('%s', (_section, key, text) => {
    expect(t(key)).toBe(text);
  });

  it('§5 email message names the expected format', () => {
    expect(t('validation.invalidEmail', { email: '{email}' })).toBe(
      'El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato {email}.',
    );
  });
});

describe('form HTTP statuses (§8)', () => {
  it.each([
    ['forms.http401', /no se pudo enviar/i],
    ['forms.http404', /no está configurado/i],
    ['forms.http429', /límite/i],
    ['forms.http500', /no se pudo enviar/i],
  ] as [MessageKey, RegExp][])('%s', (key, text) => {
    expect(t(key)).toMatch(text);
  });
});
