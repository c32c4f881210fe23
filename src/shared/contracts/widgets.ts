/**
 * The widget rendering call (SPEC §7, issue 14; docs/summary.md): the browser asks for a
 * collection block's HTML again (an event summary in a page cached since an earlier day). Pure;
 * the summary's block script sends it form-encoded and the route parses it with these schemas.
 */
import * as v from 'valibot';
import { contract } from './contract.ts';
import { GET_WIDGET_RENDERING_PATH } from './widgets-paths.ts';

export * from './widgets-paths.ts';

/** Largest GetWidgetRendering body in bytes (a larger one is answered 413). */
export const WIDGET_BODY_LIMIT = 8 * 1024;

/**
 * `widgetJSON` once decoded: the block's §3 type, its id as the site file writes it (without the
 * `block-` prefix of the element id) and a `value` the server ignores (docs/summary.md: the block
 * is rendered from the published site file, never from what the browser says its data is).
 */
export const WidgetJson = v.object({
  type: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1019)),
  id: v.pipe(v.string(), v.regex(/^(?:block-)?[a-z0-9-]{1,64}$/, 'Id de bloque no válido')),
  value: v.optional(v.unknown()),
});
export type WidgetJson = v.InferOutput<typeof WidgetJson>;

/** The form fields: `widgetJSON` as JSON text, and the id of the collection of the page the block is on (optional). */
export const WidgetRenderingPayload = v.object({
  widgetJSON: v.pipe(v.string(), v.minLength(2), v.maxLength(WIDGET_BODY_LIMIT)),
  collectionId: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'Id de colección no válido'))),
  crumb: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type WidgetRenderingPayload = v.InferOutput<typeof WidgetRenderingPayload>;

/** The answer: the block's inner HTML, to replace its content (empty: the block has nothing to show now). */
export const WidgetRenderingAnswer = v.object({ data: v.object({ html: v.string() }) });
export type WidgetRenderingAnswer = v.InferOutput<typeof WidgetRenderingAnswer>;

/** The widget call. */
export const widgetCalls = {
  getWidgetRendering: contract('POST', GET_WIDGET_RENDERING_PATH, { request: WidgetRenderingPayload, answer: WidgetRenderingAnswer }),
};
