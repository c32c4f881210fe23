/**
 * es-419 text of social links, share buttons, donation, email footer, in-browser message link and member area blocks.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `social.`.
 */
export const socialMessages = {
  // Social links (19, 48, 54): the list's name and each link's accessible name.
  'social.followLabel': 'Redes sociales',
  'social.network.email': 'Correo electrónico',
  // Share buttons: built on the server from the page's URL and title; nothing loads until a click.
  'social.shareLabel': 'Compartir esta página',
  'social.sharePost': 'Comparte esta entrada',
  'social.shareOn': 'Compartir en {network}',
  'social.shareByEmail': 'Enviar por correo',
  'social.shareEmailBody': '{title}: {url}',
  'social.copyLink': 'Copiar enlace',
  'social.linkCopied': 'Enlace copiado.',
  'social.copyFailed': 'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
  // Donation (52).
  'social.donate': 'Donar',
  // Email footer (57) and in-browser message link (58), the parts of a newsletter email.
  'social.emailFooterLabel': 'Pie del correo',
  'social.unsubscribe': 'Cancelar suscripción',
  'social.viewInBrowser': 'Ver este correo en el navegador',
  // Member area (67): the §2 pricing-options toggle.
  'social.pricingOptions': 'Opciones de precio',
  'social.interval.month': 'al mes',
  'social.interval.year': 'al año',
  'social.interval.once': 'pago único',
  'social.join': 'Unirme',
  'social.joinSoon': 'Las inscripciones abren pronto: muy pronto podrás unirte desde aquí.',
  'social.benefits': 'Incluye',
  // Publish warnings (owner text): links the blocks accept in the site file but do not show.
  'social.linkDropped': 'El enlace «{url}» no se muestra: solo se aceptan direcciones http(s) y de correo (mailto:).',
  'social.pageLinkDropped': 'El enlace «{url}» no se muestra: debe ser una dirección http(s) o una página del sitio (/…).',
} as const;
