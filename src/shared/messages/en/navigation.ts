/** English text of the navigation family and the menu block (see ../navigation.ts). */
import type { navigationMessages } from '../navigation.ts';

export const navigationMessagesEn = {
  'navigation.label': 'Site navigation',
  'navigation.logoHome': '{site}: go to the home page',
  'navigation.newWindow': '(opens in a new window)',
  'navigation.indexLabel': 'Page index',
  'navigation.menuLabel': 'Menu',
  'navigation.invalidHref': 'The link isn’t valid: use a site path (/about), an anchor (#hours), an http(s) URL, mailto: or tel:.',
  'navigation.linkTarget': 'A link block needs a URL (href) or a collection (collection), not both.',
  'navigation.linkTitle': 'A link with a URL needs a title.',
  'navigation.menuOnePrice': 'A menu item has its price as text (price) or in cents (priceCents), not both.',
} satisfies Record<keyof typeof navigationMessages, string>;
