/**
 * es-419 text about files and uploads (SPEC §4 upload states, §5 and §8 file messages).
 * Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const fileMessages = {
  'files.processingFailed': 'No se pudo completar el procesamiento del archivo.',
  'files.uploadFailed': 'No se pudo completar la carga del archivo.',
  'files.uploadCancelled': 'Se canceló la carga.',
  'files.notProcessed': 'El archivo no se procesó.',
  'files.renameFailed': 'Hubo un problema al cambiar el nombre del archivo.',
  'files.unsupportedType': 'Este tipo de archivo no es compatible.',
  'files.tooLarge': 'El archivo es demasiado grande. El tamaño máximo es {max}.',
} as const;
