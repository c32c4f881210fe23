/**
 * es-419 default texts of the system dialogs (SPEC §4: confirmation, alert and information
 * popups; src/runtime/chrome/dialogs/). Plain messages, so the runtime reads them without the ICU
 * parser. Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const dialogMessages = {
  'dialogs.confirm': 'Aceptar',
  'dialogs.cancel': 'Cancelar',
  'dialogs.ok': 'Aceptar',
  'dialogs.confirmTitle': '¿Quieres continuar?',
  'dialogs.alertTitle': 'Aviso',
} as const;
