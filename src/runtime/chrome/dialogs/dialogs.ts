/**
 * The system dialogs of SPEC §4 (vanilla, no React): the confirmation popup (confirm, reject or
 * cancel), the alert, and the information popup that hides after 2 s and counts as confirmed.
 * Other bundles and islands reach them as `window.Vitrina.dialogs` (src/runtime/main.ts loads
 * this chunk on first use); the server-drawn logout notice is an information popup too
 * (`start`, the chrome part 'info-popup').
 *
 * Modal dialogs: role=dialog (alertdialog for alerts), aria-modal, labelled by their title and
 * described by their message, focus trapped and returned, Escape = cancel, a click on the
 * backdrop = cancel. Hiding plays the CSS hide animation for at most 600 ms (§9), then the
 * element is removed (unless `keep`). Looks: src/page/styles/dialogs.css.
 */
import { DIALOG_CLASS as C, HIDE_TIMEOUT, INFO_POPUP_DURATION } from '../../../shared/dialogs.ts';
import { dialogMessages } from '../../../shared/messages/dialogs.ts';
import { localised } from '../../../shared/messages/page-texts.ts';
import { motionAllowed } from '../../../shared/motion.ts';
import { pull, push, type StackEntry } from './stack.ts';

/** How a confirmation ended: the confirm button, the reject button, or cancelled (Escape, cancel button, backdrop). */
export type DialogResult = 'confirm' | 'reject' | 'cancel';

export interface ConfirmOptions {
  title?: string;
  message: string;
  /** The confirm button (default "Aceptar"). */
  confirmText?: string;
  /** A reject button ("No", "Descartar"…): shown only when given. */
  rejectText?: string;
  /** The cancel button (default "Cancelar"). */
  cancelText?: string;
  /** Keep the element (hidden) after it hides instead of removing it. */
  keep?: boolean;
}

export interface AlertOptions {
  title?: string;
  message: string;
  /** The one button (default "Aceptar"). */
  confirmText?: string;
  keep?: boolean;
}

export interface InfoOptions {
  title: string;
  message?: string;
}

/** The dialogs as other bundles reach them (window.Vitrina.dialogs). */
export interface DialogsApi {
  confirm(options: ConfirmOptions): Promise<DialogResult>;
  alert(options: AlertOptions): Promise<DialogResult>;
  info(options: InfoOptions): Promise<DialogResult>;
}

let counter = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The longest of a list of CSS times ("0.3s, 150ms") in ms. */
export function longestTime(value: string): number {
  return Math.max(0, ...value.split(',').map((part) => {
    const n = parseFloat(part);
    if (!Number.isFinite(n)) return 0;
    return /ms\s*$/.test(part) ? n : n * 1000;
  }));
}

/**
 * How long `element` plays its hide animation, ms: its CSS transition or animation (duration
 * plus delay), at most HIDE_TIMEOUT, none when motion is not allowed.
 */
export function hideDuration(element: HTMLElement): number {
  if (!motionAllowed(element.ownerDocument)) return 0;
  const style = getComputedStyle(element);
  const transition = longestTime(style.transitionDuration || '0s') + longestTime(style.transitionDelay || '0s');
  const animation = longestTime(style.animationDuration || '0s') + longestTime(style.animationDelay || '0s');
  return Math.min(HIDE_TIMEOUT, Math.max(transition, animation));
}

/** Hides `root` with its animation (capped) and then removes it, or keeps it hidden. */
function hide(root: HTMLElement, keep = false): Promise<void> {
  root.classList.add(C.hiding);
  return new Promise((done) => {
    setTimeout(() => {
      if (keep) {
        root.hidden = true;
        root.classList.remove(C.hiding);
      } else root.remove();
      done();
    }, hideDuration(root));
  });
}

interface Button {
  text: string;
  result: DialogResult;
  primary?: boolean;
}

/** Opens a modal dialog with `buttons`; resolves with the button's result, or 'cancel'. */
function openModal(role: 'dialog' | 'alertdialog', title: string, message: string, buttons: Button[], keep = false): Promise<DialogResult> {
  const id = `ui-dialog-${++counter}`;
  const root = el('div', C.root);
  const panel = el('div', C.panel);
  const heading = el('h2', C.title, title);
  const body = el('p', C.message, message);
  heading.id = `${id}-title`;
  body.id = `${id}-message`;
  panel.setAttribute('role', role);
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', heading.id);
  panel.setAttribute('aria-describedby', body.id);
  const actions = el('div', C.actions);
  panel.append(heading, body, actions);
  root.append(panel);

  return new Promise((resolve) => {
    let entry: StackEntry;
    const finish = (result: DialogResult) => {
      if (!root.isConnected || root.classList.contains(C.hiding)) return;
      pull(entry);
      resolve(result);
      void hide(root, keep);
    };
    let initial: HTMLElement | undefined;
    for (const button of buttons) {
      const node = el('button', button.primary ? `${C.button} ${C.primary}` : C.button, button.text);
      node.type = 'button';
      node.addEventListener('click', () => finish(button.result));
      actions.append(node);
      if (button.primary) initial = node;
    }
    root.addEventListener('click', (event) => {
      if (event.target === root) finish('cancel');
    });
    entry = { root, modal: panel, initial, onEscape: () => finish('cancel') };
    document.body.append(root);
    push(entry);
  });
}

const TEXT = localised(dialogMessages);

/**
 * The confirmation popup: title, message, confirm and cancel buttons (and reject when
 * `rejectText` is given). Resolves with the choice; Escape, the cancel button and the backdrop
 * cancel.
 */
export function confirmDialog(options: ConfirmOptions): Promise<DialogResult> {
  const buttons: Button[] = [{ text: options.confirmText || TEXT['dialogs.confirm'], result: 'confirm', primary: true }];
  if (options.rejectText) buttons.push({ text: options.rejectText, result: 'reject' });
  buttons.push({ text: options.cancelText || TEXT['dialogs.cancel'], result: 'cancel' });
  return openModal('dialog', options.title || TEXT['dialogs.confirmTitle'], options.message, buttons, options.keep);
}

/** The alert: a message and one button; resolves 'confirm' by the button, 'cancel' by Escape. */
export function alertDialog(options: AlertOptions): Promise<DialogResult> {
  const buttons: Button[] = [{ text: options.confirmText || TEXT['dialogs.ok'], result: 'confirm', primary: true }];
  return openModal('alertdialog', options.title || TEXT['dialogs.alertTitle'], options.message, buttons, options.keep);
}

/** Builds the markup of an information popup (the same the server draws, src/page/parts/InfoPopup.tsx). */
function infoMarkup(options: InfoOptions): HTMLElement {
  const root = el('div', `${C.root} ${C.info}`);
  const panel = el('div', C.panel);
  panel.setAttribute('role', 'status');
  panel.append(el('p', C.title, options.title));
  if (options.message) panel.append(el('p', C.message, options.message));
  root.append(panel);
  return root;
}

/**
 * Shows an information popup `root` already on the page (or just added) and hides it after
 * 2000 ms; resolves 'confirm' (§4: it counts as confirmed) once it is gone.
 */
export function showInfo(root: HTMLElement): Promise<DialogResult> {
  const entry: StackEntry = { root };
  push(entry);
  return new Promise((resolve) => {
    setTimeout(() => {
      pull(entry);
      void hide(root).then(() => resolve('confirm'));
    }, INFO_POPUP_DURATION);
  });
}

/** The information popup: a title and a message, announced (role=status), never taking focus; hides after 2 s. */
export function infoPopup(options: InfoOptions): Promise<DialogResult> {
  const root = infoMarkup(options);
  document.body.append(root);
  return showInfo(root);
}

/** The chrome part 'info-popup': a notice the server drew (e.g. after logout), hidden after 2 s. */
export function start(element: HTMLElement): void {
  void showInfo(element);
}
