/**
 * The widgets domain (issue 14, docs/summary.md): GetWidgetRendering (§7), a collection block's
 * HTML rendered again from the published site. Other domains import only this file.
 */
export { widgetsRoutes, WIDGETS_IP_PER_MINUTE, WIDGETS_VISITOR_PER_MINUTE, type WidgetsRoutesOptions } from './routes.ts';
