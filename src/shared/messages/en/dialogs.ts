/** English default texts of the system dialogs (see ../dialogs.ts). Plain messages only. */
import type { dialogMessages } from '../dialogs.ts';

export const dialogMessagesEn = {
  'dialogs.confirm': 'Confirm',
  'dialogs.cancel': 'Cancel',
  'dialogs.ok': 'OK',
  'dialogs.confirmTitle': 'Do you want to continue?',
  'dialogs.alertTitle': 'Notice',
} satisfies Record<keyof typeof dialogMessages, string>;
