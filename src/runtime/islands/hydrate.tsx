import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Marks the island wrapper once React has hydrated it (tests and styles can wait for it). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

/**
 * Turns a component into an island chunk's default export: hydrates the server HTML in
 * `element` with the same props and the same `identifierPrefix` (the block id) the server
 * used, so `useId` values match. Only island chunks import this file, never the runtime.
 * @example export default island(Accordion);
 */
export function island<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement, props: P, blockId: string): Root =>
    hydrateRoot(
      element,
      <Hydrated element={element}>
        <Component {...props} />
      </Hydrated>,
      {
        identifierPrefix: blockId,
        onRecoverableError: (error) => console.error(`Vitrina: island ${blockId} did not hydrate cleanly`, error),
      },
    );
}
