/**
 * es-419 text of the announcement bar, the mobile information bar and the popup overlay
 * (src/page/chrome). Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const overlayMessages = {
  'overlays.announcementLabel': 'Anuncio',
  'overlays.announcementDismiss': 'Cerrar el anuncio',
  'overlays.infoBarLabel': 'Información de contacto',
  'overlays.infoBarMap': 'Cómo llegar',
  'overlays.infoBarMapLabel': 'Cómo llegar: {address} (abre un mapa)',
  'overlays.infoBarCall': 'Llamar',
  'overlays.infoBarCallLabel': 'Llamar al {phone}',
  'overlays.infoBarEmail': 'Escribir',
  'overlays.infoBarEmailLabel': 'Escribir a {email}',
  'overlays.infoBarHours': 'Horario',
  'overlays.popupClose': 'Cerrar',
  'overlays.popupOwnerNote': 'Vista de la persona dueña: ves esta ventana una vez por sesión; tus visitantes la ven según su configuración.',
} as const;
