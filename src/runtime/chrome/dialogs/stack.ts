/**
 * The open system dialogs, bottom to top. Each one opened sits above the previous, from the
 * dialog base of §9 (CSS: `z-index: calc(var(--ui-layer-dialog) + var(--ui-dialog-level))`).
 * Only the top modal dialog holds focus (the one focus trap, focus-trap.ts); the one below gets
 * it back when the top one closes, and focus returns to where it was before each dialog opened.
 */
import { trapFocus } from '../focus-trap.ts';

export interface StackEntry {
  /** The element placed on screen (the layer). */
  root: HTMLElement;
  /** The element holding focus while the entry is on top (a modal dialog), if any. */
  modal?: HTMLElement;
  /** What gets focus first. */
  initial?: HTMLElement;
  /** Called on Escape while this entry is the top modal dialog. */
  onEscape?: () => void;
  /** Where focus was before the entry opened. */
  returnTo?: HTMLElement | null;
  release?: () => void;
}

const stack: StackEntry[] = [];

/** The level (0, 1, 2…) a new dialog gets above the dialog base: one above the highest open. */
export function nextLevel(): number {
  return stack.length === 0 ? 0 : Math.max(...stack.map((e) => Number(e.root.style.getPropertyValue('--ui-dialog-level')) || 0)) + 1;
}

/** The open entries, bottom to top (a copy). */
export function openDialogs(): readonly StackEntry[] {
  return [...stack];
}

const topModal = () => [...stack].reverse().find((e) => e.modal);

/** Puts `entry` on top: its level set, focus moved into it when modal (the modal below lets go). */
export function push(entry: StackEntry): void {
  entry.root.style.setProperty('--ui-dialog-level', String(nextLevel()));
  if (entry.modal) {
    const below = topModal();
    entry.returnTo = entry.root.ownerDocument.activeElement as HTMLElement | null;
    below?.release?.();
    if (below) below.release = undefined;
  }
  stack.push(entry);
  if (entry.modal) hold(entry);
}

function hold(entry: StackEntry) {
  entry.release = trapFocus(entry.modal!, { onEscape: entry.onEscape, initial: entry.initial });
}

/** Takes `entry` off the stack; the modal dialog now on top gets focus, and focus goes back where it was. */
export function pull(entry: StackEntry): void {
  const index = stack.indexOf(entry);
  if (index === -1) return;
  const wasTop = entry === topModal();
  stack.splice(index, 1);
  entry.release?.();
  entry.release = undefined;
  if (!entry.modal || !wasTop) return;
  const below = topModal();
  const back = entry.returnTo;
  if (below) {
    below.initial = back && below.modal!.contains(back) ? back : below.initial;
    hold(below);
  }
  if (back?.isConnected) back.focus();
}
