import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { analyticsPageRoute } from './analytics-page.tsx';
import type { OwnerAuth } from './auth.ts';
import { configRoutes } from './config-routes.tsx';
import { ownerCommentsRoutes } from './comments-routes.tsx';
import { ownerCommerceRoutes, type OwnerStoreOptions } from './commerce-routes.tsx';
import { ownerReviewsRoutes } from './commerce-reviews-routes.tsx';
import { ownerDonationsRoutes } from './commerce-donations-routes.tsx';
import { ownerGiftCardRoutes } from './commerce-giftcards-routes.tsx';
import { ownerSubscriptionRoutes } from './commerce-subscriptions-routes.tsx';
import { ownerFormsRoutes } from './forms-routes.tsx';
import { headerFooterRoutes } from './header-footer-routes.ts';
import { ownerRolesRoutes } from './roles-routes.tsx';
import { deleteEndedInvitations } from './roles.ts';
import { loginRoutes, type SignInLimits } from './login.tsx';
import { logoutRoutes } from './logout.ts';
import { deleteAllExpiredSessions } from './repo.ts';
import { ownerStyles } from './styles.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** What the owner plugin is built from. */
export interface OwnerRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  auth: OwnerAuth;
  db: Kysely<Database>;
  signInLimits?: SignInLimits;
  /** Whether form notifications are mailed (SMTP configured: `app.mail.enabled`); the forms page says so. */
  mailOn?: boolean;
  /** The store area's payment provider (refunds) and stock hook (commerce-routes.tsx). */
  store?: OwnerStoreOptions;
}

/**
 * The owner's area: sign-in, logout, /config (the site in a frame with ?frameUrl, else →
 * the first section the role may open), the analytics page, the forms pages (/config/forms…),
 * /config/comments, /config/roles and the invitation, /config/design and the area's 404; each page
 * behind its permission (permission.tsx).
 * Form bodies are read here only (a 16 KB form parser in this plugin's scope).
 */
export async function ownerRoutes(app: FastifyInstance, opts: OwnerRoutesOptions): Promise<void> {
  const { auth } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  ownerStyles(app);
  loginRoutes(app, auth, opts.signInLimits, opts.limitStore);
  logoutRoutes(app, auth);
  analyticsPageRoute(app, opts.db);
  ownerFormsRoutes(app, { db: opts.db, mailOn: opts.mailOn ?? false });
  ownerCommentsRoutes(app, { db: opts.db });
  ownerRolesRoutes(app, { db: opts.db });
  ownerCommerceRoutes(app, { db: opts.db, ...opts.store });
  ownerReviewsRoutes(app, { db: opts.db });
  ownerDonationsRoutes(app, { db: opts.db, provider: opts.store?.provider });
  ownerGiftCardRoutes(app, { db: opts.db });
  ownerSubscriptionRoutes(app, { db: opts.db });
  // §7 GET/PUT /api/site-header-footer (docs/platform-calls.md): the PUT behind the design permission.
  headerFooterRoutes(app, { db: opts.db, auth });
  // Expired sessions nobody presents again are swept hourly (an unref'd timer: it never keeps the process up).
  const sweep = setInterval(() => {
    deleteAllExpiredSessions(opts.db, Date.now()).catch((err) => app.log.error({ err }, 'owner session clean-up failed'));
    deleteEndedInvitations(opts.db, Date.now()).catch((err) => app.log.error({ err }, 'owner invitation clean-up failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  configRoutes(app);
}
