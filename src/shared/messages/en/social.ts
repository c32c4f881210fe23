/** English text of social links, share buttons, donation, email parts and the member area (see ../social.ts). */
import type { socialMessages } from '../social.ts';

export const socialMessagesEn = {
  'social.followLabel': 'Social media',
  'social.network.email': 'Email',
  'social.shareLabel': 'Share this page',
  'social.sharePost': 'Share this post',
  'social.shareOn': 'Share on {network}',
  'social.shareByEmail': 'Share by email',
  'social.shareEmailBody': '{title}: {url}',
  'social.copyLink': 'Copy link',
  'social.linkCopied': 'Link copied.',
  'social.copyFailed': 'The link couldn’t be copied. Copy it from the address bar.',
  'social.donate': 'Donate',
  'social.emailFooterLabel': 'Email footer',
  'social.unsubscribe': 'Unsubscribe',
  'social.viewInBrowser': 'View this email in your browser',
  'social.pricingOptions': 'Pricing options',
  'social.interval.month': 'per month',
  'social.interval.year': 'per year',
  'social.interval.once': 'one-time payment',
  'social.join': 'Join',
  'social.joinSoon': 'Sign-ups open soon: you’ll be able to join here shortly.',
  'social.benefits': 'Includes',
  'social.linkDropped': 'The link “{url}” isn’t shown: only http(s) and email (mailto:) addresses are accepted.',
  'social.pageLinkDropped': 'The link “{url}” isn’t shown: it must be an http(s) address or a page of the site (/…).',
} satisfies Record<keyof typeof socialMessages, string>;
