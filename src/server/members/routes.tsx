import type { FastifyInstance } from 'fastify';
import { registerBodyParser } from '../http/body.ts';
import { accountRoutes } from './account-routes.tsx';
import { memberCalls } from './calls.ts';
import { membersKit, type MembersRoutesOptions } from './kit.ts';
import { signInRoutes } from './sign-in-routes.tsx';

export type { MembersRoutesOptions } from './kit.ts';

/**
 * The members' calls and pages (issue 15, docs/members.md): §7 POST and DELETE
 * /api/site-users/account/session (calls.ts), and the visitor pages under /cuenta: sign in, join,
 * sign up, membership confirmed (sign-in-routes.tsx); account, sign out, password reset, email
 * verification (account-routes.tsx). What they share is built once here (kit.ts).
 */
export async function membersRoutes(app: FastifyInstance, opts: MembersRoutesOptions): Promise<void> {
  registerBodyParser(app, 16 * 1024);
  // Expired sessions and links nobody presents again are swept hourly (an unref'd timer: it never keeps the process up).
  const sweep = setInterval(() => {
    opts.service.sweep().catch((err) => app.log.error({ err }, 'member session clean-up failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const kit = membersKit(opts);
  memberCalls(app, kit);
  signInRoutes(app, kit);
  accountRoutes(app, kit);
}
