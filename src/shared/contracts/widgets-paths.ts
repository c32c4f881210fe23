/** The path of the widget rendering call (SPEC §7, docs/summary.md), as a plain string; the call is in widgets.ts. */

/** POST, form-encoded `widgetJSON` (+ `collectionId`). A collection block's fresh HTML → `{ data: { html } }`, or a §8 error. */
export const GET_WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';
