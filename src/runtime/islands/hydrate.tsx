import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Turns a component into an island chunk's default export: hydrates the server HTML in
 * `element` with the same props and the same `identifierPrefix` (the block id) the server
 * used, so `useId` values match. Only island chunks import this file, never the runtime.
 * @example export default island(Accordion);
 */
export function island<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement, props: P, blockId: string): Root =>
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: blockId });
}
