/**
 * es-419 text shared by many parts of the runtime: the widgets of SPEC §2 and the "translated
 * messages" of §8. Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const generalMessages = {
  'general.networkError': 'Error de red. Revisa tu conexión e intenta nuevamente.',
  'general.somethingWentWrong': 'Algo salió mal.',
  'general.tryAgain': 'Intenta nuevamente.',
  'general.loadResultsFailed': 'No se pudieron cargar los resultados.',
  'general.loadCollectionsFailed': 'No se pudieron cargar las colecciones.',
  'general.loadFontsFailed': 'No se pudieron cargar las fuentes.',
  'general.loadTimeZoneFailed': 'No se pudo cargar la zona horaria.',
  'general.fontPreviewFailed': 'No se pudo mostrar la vista previa de la fuente.',
  'general.noJobResponse': 'La solicitud del trabajo no devolvió datos.',
  'general.codeEditingAndroid': 'No es posible editar código en Android.',

  'general.close': 'Cerrar',
  'general.previous': 'Anterior',
  'general.next': 'Siguiente',
  'general.ok': 'Aceptar',
  'general.cancel': 'Cancelar',
  'general.confirm': 'Confirmar',
  'general.showCaption': 'Mostrar descripción',
  'general.hideCaption': 'Ocultar descripción',
  'general.slideOf': 'Imagen {index, number} de {count, number}',
  'general.loading': 'Cargando…',

  // §6: the restaurant reservation block while the owner is signed in ('Preview Only').
  'general.previewOnlyTitle': 'Solo vista previa',
  'general.previewOnlyText': 'Cierra sesión en tu cuenta para usar este bloque.',

  // §4 relative time: "just now" under 1 s, seconds under 60 s, then a date.
  'general.justNow': 'Justo ahora',
  'general.secondsAgo': '{count, plural, one {hace # segundo} other {hace # segundos}}',
} as const;
