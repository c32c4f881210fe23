/**
 * The system dialogs of SPEC §4 and §9 as both the server and the runtime draw them: the
 * confirmation popup, the alert and the information popup (src/runtime/chrome/dialogs/), of
 * which the server-drawn logout notice (src/page/parts/InfoPopup.tsx) is one use.
 */

/** Confirmation popup width and padding, px (§9). */
export const CONFIRM_WIDTH = 350;
export const CONFIRM_PADDING = 20;
/** The longest a dialog's hide animation may run before the dialog goes, ms (§9 "hide timeout 600 ms"). */
export const HIDE_TIMEOUT = 600;
/** How long an information popup stays before it hides and counts as confirmed, ms (§9). */
export const INFO_POPUP_DURATION = 2000;
/** The dialog base stacking level (§9); the token --ui-layer-dialog holds the same number. */
export const DIALOG_BASE_LAYER = 30000;

/** The chrome part name (data-chrome) of a server-drawn information popup. */
export const INFO_POPUP_PART = 'info-popup';

/** Class names shared by the server's markup and the runtime's (src/page/styles/dialogs.css). */
export const DIALOG_CLASS = {
  root: 'ui-dialog',
  info: 'ui-dialog--info',
  panel: 'ui-dialog__panel',
  title: 'ui-dialog__title',
  message: 'ui-dialog__message',
  actions: 'ui-dialog__actions',
  button: 'ui-dialog__button',
  primary: 'ui-dialog__button--primary',
  hiding: 'is-hiding',
} as const;
