/**
 * A value a page's components read from where they stand in the tree: the static renderer's
 * counterpart of React context, which it does not support (a hook needs React's renderer).
 * `<X.Provider value={…}>` sets it for everything rendered inside, `X.read()` reads it while
 * rendering. Rendering is one synchronous walk, so one slot per value is enough: the renderer
 * sets it before the provider's children and puts the outer value back after them.
 * @example const Target = createRenderValue('/checkout'); … <Target.Provider value={path}>…; <form action={Target.read()}>
 */
import type { ReactNode } from 'react';

/** Where the renderer finds a provider's slot. */
export const RENDER_VALUE_SLOT = Symbol('vitrina.render-value');

export interface RenderValue<T> {
  Provider: ((props: { value: T; children?: ReactNode }) => ReactNode) & { [RENDER_VALUE_SLOT]: { current: T } };
  /** The value provided around the component being rendered, or the default. */
  read(): T;
}

export function createRenderValue<T>(initial: T): RenderValue<T> {
  const slot = { current: initial };
  const Provider = Object.assign(
    (): ReactNode => {
      throw new Error('A render value is provided by the static renderer (src/page/static-markup/render.ts), not by React');
    },
    { [RENDER_VALUE_SLOT]: slot },
  );
  return { Provider, read: () => slot.current };
}
