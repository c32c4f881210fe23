/** English text about files and uploads (see ../files.ts; SPEC §4, §5, §8). */
import type { fileMessages } from '../files.ts';

export const fileMessagesEn = {
  'files.processingFailed': 'File processing couldn’t be completed.',
  'files.uploadFailed': 'The file upload couldn’t be completed.',
  'files.uploadCancelled': 'Upload canceled.',
  'files.notProcessed': 'The file wasn’t processed.',
  'files.renameFailed': 'There was a problem renaming the file.',
  'files.unsupportedType': 'This file type isn’t supported.',
  'files.tooLarge': 'The file is too large. The maximum size is {max}.',
} satisfies Record<keyof typeof fileMessages, string>;
