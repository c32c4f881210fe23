/**
 * es-419 text of the map and geo blocks and the reservation and registry widgets.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `widgets.`.
 */
export const widgetMessages = {
  // Map and geo blocks (4, 10): the server's address card, then the map built on «Mostrar mapa».
  'widgets.mapRegion': 'Mapa: {place}',
  'widgets.mapPlace': 'Ubicación',
  'widgets.mapOpenLink': 'Ver en OpenStreetMap',
  'widgets.mapOpenLinkNewTab': 'Ver en OpenStreetMap (se abre en una pestaña nueva)',
  'widgets.mapShow': 'Mostrar mapa',
  'widgets.mapShowFrom': 'El mapa se carga de {host} al hacer clic.',
  'widgets.mapLoading': 'Cargando mapa…',
  'widgets.mapWaitingConsent': 'El mapa se mostrará cuando aceptes las cookies.',
  'widgets.mapFailed': 'No se pudo cargar el mapa. Puedes ver la dirección en OpenStreetMap.',
  'widgets.mapCanvas': 'Mapa interactivo de {place}',
  'widgets.mapZoomIn': 'Acercar',
  'widgets.mapZoomOut': 'Alejar',
  // Reservation widgets (OpenTable 50 and 66, Tock 68, Acuity 65) and the Zola registry (63).
  'widgets.providerOpenTable': 'Reservaciones con OpenTable',
  'widgets.providerTock': 'Reservaciones con Tock',
  'widgets.providerAcuity': 'Citas con Acuity Scheduling',
  'widgets.providerZola': 'Mesa de regalos en Zola',
  'widgets.bookTable': 'Reservar una mesa',
  'widgets.bookEvent': 'Reservar un lugar',
  'widgets.bookAppointment': 'Agendar una cita',
  'widgets.openRegistry': 'Ver la mesa de regalos',
  'widgets.loadsFrom': 'El formulario se carga de {host} al hacer clic.',
  'widgets.loading': 'Cargando el formulario de {provider}…',
  'widgets.loaded': 'Formulario de {provider} listo.',
  'widgets.failed': 'No se pudo cargar el formulario de {provider}. Intenta de nuevo.',
  'widgets.waitingConsent': 'El formulario se mostrará cuando aceptes las cookies.',
  // §5: a signed-in editor sees a preview only ('Preview Only' / 'Please log out of your account in order to use the block').
  'widgets.previewOnlyTitle': 'Solo vista previa',
  'widgets.previewOnlyBody': 'Cierra la sesión de tu cuenta para usar el bloque.',
} as const;
