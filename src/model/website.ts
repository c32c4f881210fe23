import * as v from 'valibot';
import { StoreSettings } from './store.ts';
import {
  CookieBannerAcceptType, CookieBannerBarPosition, CookieBannerCtaVariant, CookieBannerPopupPosition,
  CookieBannerTheme, CookieBannerVariant,
} from '../shared/enums/cookie-banner.ts';
import { bannerPosition, cookieBannerSettings } from '../shared/validate/cookie-banner.ts';
import { Href, Id, Slug, Text } from './common.ts';
import { AnnouncementBar } from './announcement-bar.ts';
import { MobileInfoBarSettings } from './mobile-info-bar.ts';
import { PopupOverlaySettings } from './popup-overlay.ts';
import { SiteLock } from './site-lock.ts';
import { SiteStyles } from './site-styles.ts';
import { MemberArea } from './member-area.ts';
import { SiteKind, SiteStatus } from '../shared/enums/site.ts';

/** The version of the base template (§3 templateVersion) for sites that name none. */
export const TEMPLATE_VERSION = '1.0';

/** Hostnames a site answers on besides `<identifier>.<APP_DOMAIN>`. */
const Hostname = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.maxLength(253),
  v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Dominio no válido'),
);

export { CURRENCIES } from './store.ts';

/** The defaults of §5 (what the banner shows when the owner set nothing). */
const BANNER = cookieBannerSettings({});
const choice = <T extends Record<string, string>>(table: T, fallback: T[keyof T]) => v.optional(v.picklist(Object.values(table) as T[keyof T][]), fallback);

/**
 * Cookie banner settings (§3 "cookie banner settings", defaults of §5). The tracking runtime reads
 * isRestrictiveCookiePolicyEnabled: without consent (ss_cookieAllowed) it sends nothing and
 * clears the §9 cookies. A position of the other banner kind is converted (§5).
 */
export const CookieSettings = v.pipe(
  v.object({
    isCookieBannerEnabled: v.optional(v.boolean(), BANNER.isCookieBannerEnabled),
    /** Rich text (HTML); an empty paragraph counts as empty. */
    cookieBannerText: v.optional(Text(5000), BANNER.cookieBannerText),
    cookieBannerCtaText: v.optional(Text(100), BANNER.cookieBannerCtaText),
    cookieBannerCtaVariant: choice(CookieBannerCtaVariant, BANNER.cookieBannerCtaVariant),
    cookieBannerVariant: choice(CookieBannerVariant, BANNER.cookieBannerVariant),
    cookieBannerPosition: choice({ ...CookieBannerBarPosition, ...CookieBannerPopupPosition }, BANNER.cookieBannerPosition),
    cookieBannerTheme: choice(CookieBannerTheme, BANNER.cookieBannerTheme),
    cookieBannerOptOutCtaText: v.optional(Text(100), BANNER.cookieBannerOptOutCtaText),
    cookieBannerAcceptType: choice(CookieBannerAcceptType, BANNER.cookieBannerAcceptType),
    isRestrictiveCookiePolicyEnabled: v.optional(v.boolean(), BANNER.isRestrictiveCookiePolicyEnabled),
    isRestrictiveCookiePolicyAbsolute: v.optional(v.boolean(), BANNER.isRestrictiveCookiePolicyAbsolute),
    isVisitorDataRestricted: v.optional(v.boolean(), BANNER.isVisitorDataRestricted),
  }),
  v.transform((s) => ({ ...s, cookieBannerPosition: bannerPosition(s.cookieBannerVariant, s.cookieBannerPosition) })),
);
export type CookieSettings = v.InferOutput<typeof CookieSettings>;

/** Whether Intl knows `zone` as a time zone ('America/Mexico_City', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone);
  } catch {
    return false;
  }
}

/** Site settings read by pages (§3 "page context fields read": websiteSettings). */
export const WebsiteSettings = v.object({
  commentsEnabled: v.optional(v.boolean(), false),
  disqusShortname: v.optional(Text(100), ''),
  /** Native comments ask for the ALTCHA proof of work of the forms domain (docs/comments.md). */
  commentsCaptcha: v.optional(v.boolean()),
  useEscapeKeyToLogin: v.optional(v.boolean(), false),
  ssBadgeType: v.optional(v.number(), 0),
  pinterestOverlayOptions: v.optional(v.object({ mode: v.optional(v.picklist(['disabled', 'auto']), 'disabled') }), { mode: 'disabled' }),
  /** The store (src/model/store.ts, docs/commerce.md): currency, shipping, taxes, coupons. */
  storeSettings: v.optional(StoreSettings, {}),
  /**
   * Cookie banner and cookie policy (§3). Absent means the §5 defaults (`cookieBannerSettings({})`,
   * no restrictive policy): left out rather than filled in, so pages of sites without it stay small.
   */
  cookieSettings: v.optional(CookieSettings),
  /** The §7 disable flag: no visitor tracking on this site (visit cookies, census, landings, events). */
  trackingDisabled: v.optional(v.boolean()),
  /** The announcement bar above the header (src/model/announcement-bar.ts); none when absent. */
  announcementBar: v.optional(AnnouncementBar),
  /** The mobile information bar (§3 mobileInfoBarSettings, src/model/mobile-info-bar.ts); none when absent. */
  mobileInfoBarSettings: v.optional(MobileInfoBarSettings),
  /** The popup overlay (§3 popupOverlaySettings, src/model/popup-overlay.ts); none when absent. */
  popupOverlaySettings: v.optional(PopupOverlaySettings),
  /**
   * Where map blocks (4, 10) take their tiles from: an https URL template with {z}, {x} and {y}
   * (and optionally {s}, {r}) and the attribution the tile provider asks for. Absent: maps show
   * their address card with a link instead of a map. Tiles wait for consent on a site that asks for it.
   */
  mapTiles: v.optional(
    v.object({
      url: v.pipe(v.string(), v.maxLength(300), v.regex(/^https:\/\/[a-z0-9.{}-]+(?:\/[^\s"'<>]*)?$/i, 'URL de teselas no válida'), v.check((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'La URL de teselas necesita {z}, {x} e {y}')),
      attribution: v.optional(Text(300), ''),
    }),
  ),
  /**
   * Whether code and html blocks may run the owner's scripts. Off by default; when on, the
   * scripts run only in a sandboxed frame of their own (no same origin), never in the page.
   */
  ownerScripts: v.optional(v.boolean()),
  /**
   * The site's IANA time zone ('America/Mexico_City'): event times, calendars and the owner's
   * tables are shown in it. Absent: UTC.
   */
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'Zona horaria no válida'))),
  /** The whole-site lock screen (§2 type 103, docs/locks.md); its password never reaches a page. */
  siteLock: v.optional(SiteLock),
  /** The site's member areas (issue 15, docs/members.md): members-only collections name them in `memberAreaIds`. */
  memberAreas: v.optional(v.pipe(v.array(MemberArea), v.maxLength(50), v.check((a) => new Set(a.map((x) => x.id)).size === a.length, 'Hay dos áreas de miembros con el mismo id'))),
});
export type WebsiteSettings = v.InferOutput<typeof WebsiteSettings>;

/** The website itself (§3 "website": id, developerMode, cloneable, baseUrl, typekitId). */
export const Website = v.object({
  id: Id,
  /** `<identifier>.<APP_DOMAIN>` is the site's built-in address. */
  identifier: v.pipe(Slug, v.maxLength(63)),
  title: Text(200),
  description: v.optional(Text(500), ''),
  /** Custom domains the site answers on. */
  domains: v.optional(v.array(Hostname), []),
  developerMode: v.optional(v.boolean(), false),
  cloneable: v.optional(v.boolean(), false),
  templateId: v.optional(Text(64), 'vitrina-base'),
  /** Colour accents of the theme, as CSS hex colours. */
  theme: v.optional(
    v.object({
      accent: v.optional(v.pipe(v.string(), v.hexColor()), '#b4532a'),
      ink: v.optional(v.pipe(v.string(), v.hexColor()), '#1f1a17'),
      paper: v.optional(v.pipe(v.string(), v.hexColor()), '#fbf7f2'),
    }),
    {},
  ),
  /** Fonts, sizes, spacing and buttons (src/model/site-styles.ts); absent fields keep today's look. */
  styles: v.optional(SiteStyles),
  /** The site's Typekit kit (§3 website.typekitId); its fonts are served from our origin (site-styles.ts). */
  typekitId: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]{1,32}$/, 'Kit de Typekit no válido'))),
  /** Version of the template the site is on (§3 templateVersion); absent: TEMPLATE_VERSION. */
  templateVersion: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}(\.\d{1,4}){0,2}$/, 'Versión no válida'))),
  /** Site kind (§3 website type: classic 1, cover page 2, parking page 3, commerce 4, enterprise 5). */
  kind: v.optional(v.picklist(Object.values(SiteKind))),
  /** Site status (§3: resold 13, resold grace period 14…); absent for a site in good standing. */
  status: v.optional(v.picklist(Object.values(SiteStatus))),
});
export type Website = v.InferOutput<typeof Website>;

/** One link of the site navigation. */
export const NavLink = v.object({ title: Text(80), href: Href });
export type NavLink = v.InferOutput<typeof NavLink>;

/** Header and footer (§3 header/footer entity). */
export const HeaderFooter = v.object({
  header: v.optional(
    v.object({
      logoMediaId: v.optional(v.string()),
      /** Show the logo without the site title beside it (for logos that contain the name). */
      logoOnly: v.optional(v.boolean(), false),
      tagline: v.optional(Text(200), ''),
    }),
    {},
  ),
  footer: v.optional(
    v.object({
      text: v.optional(Text(1000), ''),
      address: v.optional(Text(300), ''),
      email: v.optional(Text(200), ''),
      phone: v.optional(Text(50), ''),
      links: v.optional(v.array(NavLink), []),
    }),
    {},
  ),
});
export type HeaderFooter = v.InferOutput<typeof HeaderFooter>;
