import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../shared/contracts/analytics.ts';
import { visitorIdOf } from '../../shared/visitor-cookie.ts';
import { toJson } from '../db/dialect.ts';
import { cookieSender, cookieVisitor, ingest, type IngestContext, type IngestDeps, type Sender } from './ingest.ts';
import { clip, pathOf } from './urls.ts';

type Fields = { visitorCookie?: string | null; pagePath?: string | null } & Record<string, unknown>;

/** The visitor of a census call: its visitorCookie, else the ss_cvr cookie. */
const senderOf = (fields: Fields, ctx: IngestContext): Sender => ({ visitorId: visitorIdOf(fields.visitorCookie) ?? cookieVisitor(ctx.req) });

/** Queues one census event row; the payload is what was sent, less visitorCookie. */
function pushEvent(deps: IngestDeps, ctx: IngestContext, sender: Sender, kind: string, name: string | null, fields: Fields) {
  const { visitorCookie: _, ...payload } = fields;
  deps.store.events.push({
    website_id: ctx.websiteId,
    created_at: ctx.now,
    kind,
    name: clip(name, 300),
    path: typeof fields.pagePath === 'string' ? pathOf(fields.pagePath) : null,
    visitor_id: sender.visitorId,
    payload: toJson(payload),
  });
}

/** Registers the button, form, overlay and quick-view census calls (beacons: no crumb, §7). */
export function censusEventRoutes(app: FastifyInstance, deps: IngestDeps): void {
  const beacon = { config: { crumb: false } };
  const { buttonClick, buttonRender, formRender, overlay, recordQuickView } = analyticsCalls;
  for (const [call, kind] of [[buttonClick, 'button-click'], [buttonRender, 'button-render']] as const) {
    app.post(call.path, beacon, ingest(deps, {
      schema: call.request,
      sender: senderOf,
      store: (f, ctx, who) => pushEvent(deps, ctx, who, kind, f.id, f),
    }));
  }
  app.post(formRender.path, beacon, ingest(deps, {
    schema: formRender.request,
    sender: senderOf,
    store: (f, ctx, who) => pushEvent(deps, ctx, who, 'form-render', f.formId, f),
  }));
  app.post(overlay.path, beacon, ingest(deps, {
    schema: overlay.request,
    sender: (f, ctx) => senderOf(f as Fields, ctx),
    store: (f, ctx, who) => pushEvent(deps, ctx, who, 'overlay', String(f.overlayId ?? f.id ?? f.type ?? f.action ?? '') || null, f as Fields),
  }));
  app.post(recordQuickView.path, beacon, ingest(deps, {
    schema: recordQuickView.request,
    input: (req) => req.params,
    sender: cookieSender,
    store: (p, ctx, who) => pushEvent(deps, ctx, who, 'quick-view', p.id, {}),
  }));
}
