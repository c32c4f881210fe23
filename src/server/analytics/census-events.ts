import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { toJson } from '../db/dialect.ts';
import { notList, obj, optFlag, optText, text } from './fields.ts';
import { cookieSender, cookieVisitor, ingest, type IngestContext, type IngestDeps, type Sender } from './ingest.ts';
import { clip, pathOf } from './urls.ts';
import { isVisitorValue, visitorIdOf } from './visitor.ts';

/** visitorCookie: the visitor's ss_cvr record (or its id), empty when there is none. */
const VisitorCookie = v.nullish(v.pipe(text(200), v.check(isVisitorValue, t('analytics.field.invalidVisitorId'))));

/** The page fields every census call carries (§3): page title, id, content source, path. */
const pageFields = {
  pageTitle: optText(500),
  pageId: optText(64),
  contentSource: optText(100),
  pagePath: optText(2000),
  visitorCookie: VisitorCookie,
};

/** POST /api/census/button-click and button-render. */
export const ButtonCensus = obj({
  id: text(100),
  buttonText: optText(300),
  clickthroughUrl: optText(2000),
  alignment: optText(20),
  size: optText(20),
  newWindow: optFlag(),
  context: optText(100),
  ...pageFields,
});

/** POST /api/census/form-render. */
export const FormCensus = obj({ formId: text(100), ...pageFields });

/** POST /api/census/overlay: the overlay's own fields (up to 30 short values) with visitorCookie. */
export const OverlayCensus = v.pipe(
  notList,
  v.record(v.pipe(text(64), v.regex(/^[A-Za-z_][\w-]*$/, t('analytics.field.invalidFieldName'))), v.nullable(v.union([text(1000), v.number(), v.boolean()], t('analytics.field.textNumberOrFlag'))), t('analytics.field.required')),
  v.maxEntries(30, t('analytics.field.maxFields', { max: 30 })),
  v.check((o) => o.visitorCookie === undefined || o.visitorCookie === null || (typeof o.visitorCookie === 'string' && isVisitorValue(o.visitorCookie)), t('analytics.field.invalidVisitorCookie')),
);

/** POST /api/census/RecordQuickView/{id}: the id of the item shown. */
export const QuickViewParams = obj({ id: v.pipe(text(64), v.regex(/^[\w-]+$/, t('analytics.field.notIdentifier'))) });

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
  for (const kind of ['button-click', 'button-render'] as const) {
    app.post(`/api/census/${kind}`, beacon, ingest(deps, {
      schema: ButtonCensus,
      sender: senderOf,
      store: (f, ctx, who) => pushEvent(deps, ctx, who, kind, f.id, f),
    }));
  }
  app.post('/api/census/form-render', beacon, ingest(deps, {
    schema: FormCensus,
    sender: senderOf,
    store: (f, ctx, who) => pushEvent(deps, ctx, who, 'form-render', f.formId, f),
  }));
  app.post('/api/census/overlay', beacon, ingest(deps, {
    schema: OverlayCensus,
    sender: (f, ctx) => senderOf(f as Fields, ctx),
    store: (f, ctx, who) => pushEvent(deps, ctx, who, 'overlay', String(f.overlayId ?? f.id ?? f.type ?? f.action ?? '') || null, f as Fields),
  }));
  app.post('/api/census/RecordQuickView/:id', beacon, ingest(deps, {
    schema: QuickViewParams,
    input: (req) => req.params,
    sender: cookieSender,
    store: (p, ctx, who) => pushEvent(deps, ctx, who, 'quick-view', p.id, {}),
  }));
}
