/**
 * Paid member areas (issue 17, docs/members-paid.md): the order hook that grants a paid area to
 * the account of the order's email — found, or made without a password (a «Crea tu contraseña»
 * link by mail) — for ever (a one-time price) or until the paid period's end plus the grace (a
 * subscription; each renewal order extends it), and ends the grant when the order is cancelled
 * or refunded. Runs in the transaction that moves the order.
 */
import type { Kysely } from 'kysely';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import type { MemberArea } from '../../model/index.ts';
import { newId } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { publishedMemberAreas, type OrderHook, type OrderHookContext } from '../commerce/index.ts';
import { t } from '../../shared/messages/index.ts';
import { AREA_GRACE_MS, areaOfLine, periodEnd } from '../../shared/paid-areas.ts';
import * as repo from './repo.ts';
import { normaliseEmail, type LinkMail, type MemberService } from './service.ts';

/** The «create your password» mail of an account a paid order made. */
const setupMail =
  (area: string): LinkMail =>
  (to, site, url) => {
    const intro = t('paidAreas.setupText', { name: to.name, area, site: site.title });
    const ignore = t('members.mail.ignore');
    return {
      to: to.email,
      kind: 'confirmation',
      subject: t('paidAreas.setupSubject', { site: site.title }),
      text: [intro, '', url, '', ignore].join('\n'),
      html: renderStaticMarkup(
        <>
          <p>{intro}</p>
          <p>
            <a href={url}>{url}</a>
          </p>
          <p>{ignore}</p>
        </>,
      ),
    };
  };

/** The order's email's account on the site, made (no password, unverified) when there is none; `created` says which. */
async function accountOf(trx: Kysely<Database>, websiteId: string, email: string, name: string, now: number): Promise<{ member: repo.MemberRow; created: boolean }> {
  const found = await repo.findMemberByEmail(trx, websiteId, email);
  if (found) return { member: found, created: false };
  // '' is no scrypt hash: nobody signs in until the link sets a password (sign-in then costs the decoy's scrypt).
  await trx
    .insertInto('members')
    .values({ id: newId(), website_id: websiteId, email, name, password_hash: '', email_verified_at: null, created_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .execute();
  return { member: (await repo.findMemberByEmail(trx, websiteId, email))!, created: true };
}

/** Until when a paid order opens `area` to an account: null (for ever) for a one-time price; a subscription extends the live grant by one period. */
async function grantUntil(trx: Kysely<Database>, websiteId: string, accountId: string, area: MemberArea, now: number): Promise<number | null> {
  if (area.pricing.kind !== 'subscription') return null;
  const live = await trx
    .selectFrom('member_area_grants')
    .select((eb) => eb.fn.max('until').as('until'))
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .where('area_id', '=', area.id)
    .where('until', '>', now)
    .executeTakeFirst();
  // A renewal paid before the period ended continues from its end (the grace is not paid time).
  const from = live?.until != null ? Math.max(Number(live.until) - AREA_GRACE_MS, now) : now;
  return periodEnd(from, area.pricing.interval) + AREA_GRACE_MS;
}

/** The areas of an order's lines that the site still sells. */
async function orderAreas(ctx: OrderHookContext): Promise<MemberArea[]> {
  const ids = ctx.details.lines.map((l) => areaOfLine(l.item_id, l.sku)).filter((id): id is string => id !== undefined);
  if (ids.length === 0) return [];
  const areas = await publishedMemberAreas(ctx.trx, ctx.site.websiteId);
  return areas.filter((a) => ids.includes(a.id) && a.pricing.kind !== 'free');
}

/** The paid-areas order hook (app.ts `orderHooks`). */
export function paidAreasHook(members: MemberService): OrderHook {
  return {
    name: 'paidAreas',
    async paid(ctx) {
      const areas = await orderAreas(ctx);
      if (areas.length === 0) return;
      const { trx, details, site, now } = ctx;
      const email = normaliseEmail(details.order.email);
      const name = details.address?.name?.trim() || email.split('@')[0];
      const { member, created } = await accountOf(trx, site.websiteId, email, name, now);
      for (const area of areas) {
        const until = await grantUntil(trx, site.websiteId, member.id, area, now);
        await trx
          .insertInto('member_area_grants')
          .values({ website_id: site.websiteId, account_id: member.id, area_id: area.id, order_id: details.order.id, until, created_at: now })
          .onConflict((oc) => oc.columns(['website_id', 'order_id', 'area_id']).doNothing())
          .execute();
      }
      if (created) await members.queueSetupLink(trx, site.websiteId, { title: site.title, origin: site.baseUrl }, member, setupMail(areas.map((a) => a.title).join(', ')));
    },
    async cancelled(ctx) {
      await ctx.trx
        .updateTable('member_area_grants')
        .set({ until: ctx.now })
        .where('website_id', '=', ctx.site.websiteId)
        .where('order_id', '=', ctx.details.order.id)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', ctx.now)]))
        .execute();
    },
  };
}
