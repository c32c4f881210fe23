/** English text of paid member areas (see ../paidAreas.ts; docs/members-paid.md). */
import type { paidAreaMessages } from '../paidAreas.ts';

export const paidAreaMessagesEn = {
  'paidAreas.joinPrice': 'Joining this area costs {price}.',
  'paidAreas.joinOneTime': 'Pay once and get access forever. When you pay, we create an account with your email (or use the one you already have).',
  'paidAreas.joinSubscription': 'You’re charged {price} until you cancel. When you pay, we create an account with your email (or use the one you already have).',
  'paidAreas.joinButton': 'Join',
  'paidAreas.deniedJoin': 'Join {area} ({price})',
  'paidAreas.visitArea': 'Go to {area}',
  'paidAreas.setupSubject': 'Create your password for {site}',
  'paidAreas.setupText': 'Hi {name}, thanks for joining {area} on {site}. To sign in, create your password with this link (it works for 7 days):',
  'paidAreas.confirmHeading': 'Your membership',
  'paidAreas.confirmText': 'You’re now a member of {area}. Sign in with {email} to get access. If this is your first time on this site, we’ve sent a link to that email so you can create your password.',
  'paidAreas.signIn': 'Sign in',
} satisfies Record<keyof typeof paidAreaMessages, string>;
