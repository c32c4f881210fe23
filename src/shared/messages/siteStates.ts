/**
 * es-419 text of what a visitor sees of a site by its status and kind (SPEC §3, docs/site-states.md):
 * the trial notice, the unavailable, removed, moving and parking pages, and the cover page
 * (§2 splash page type 3). Part of the one catalogue.
 */
export const siteStateMessages = {
  'siteStates.trialNotice': 'Sitio de prueba: este sitio todavía se está construyendo.',
  'siteStates.trialLabel': 'Aviso',
  'siteStates.ownerNotice': 'Solo quienes administran el sitio lo ven así. Los visitantes ven «{heading}».',
  'siteStates.ownerNoticeHidden': 'Sitio interno: solo quienes lo administran pueden verlo.',
  'siteStates.unavailableHeading': 'Este sitio no está disponible',
  'siteStates.unavailableText': 'El sitio está pausado por ahora. Si eres quien lo administra, entra a la configuración para reactivarlo.',
  'siteStates.removedHeading': 'Este sitio ya no existe',
  'siteStates.removedText': 'Quien lo administraba lo eliminó y no volverá a estar en línea en esta dirección.',
  'siteStates.movingHeading': 'Este sitio está cambiando de administración',
  'siteStates.movingText': 'Volverá a estar disponible pronto. Intenta nuevamente más tarde.',
  'siteStates.parkingHeading': 'Próximamente',
  'siteStates.parkingText': 'Esta dirección ya está reservada. El sitio se publicará aquí pronto.',
} as const;
