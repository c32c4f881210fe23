/**
 * Every enumeration table held against the spec's own lines (SPEC §2, §3, §4), one `it.each`
 * row per entry, in the spec's order. A table with an entry the spec does not list fails too.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEnum } from './define.ts';
import * as E from '../enums.ts';

type Row = readonly [name: string, value: string | number];

/** Checks each row both ways (name → value, value → name) and that the table has no other entry. */
const checked = new Set<AnyEnum>();
function holds(e: AnyEnum, rows: readonly Row[]): void {
  checked.add(e);
  describe(e.enumName, () => {
    it.each(rows)('%s is %j', (name, value) => {
      expect(e.table[name]).toBe(value);
      expect(e.name(value)).toBe(name);
    });
    it(`has exactly the ${rows.length} entries of the spec`, () => {
      expect(Object.entries(e.table).sort()).toEqual(rows.map((r) => [...r]).sort());
    });
  });
}

/** Rows for a named enumeration whose values are the listed strings. */
const named = (table: Record<string, string>, values: string[]): Row[] =>
  values.map((value) => [Object.keys(table).find((k) => table[k] === value) ?? `<missing ${value}>`, value]);

describe('§2 pages', () => {
  // "main content/collection 1, page 2, splash page 3, content item 50, not found 100, error 101, …"
  holds(E.PageTypeEnum, [
    ['MAIN_CONTENT', 1], ['PAGE', 2], ['SPLASH_PAGE', 3], ['CONTENT_ITEM', 50], ['NOT_FOUND', 100],
    ['ERROR', 101], ['SEARCH', 102], ['LOCK_SCREEN', 103], ['POPUP_OVERLAY', 104],
    ['PROTECTED_CONTENT', 105], ['MEMBER_AREA_ACCESS_DENIED', 106], ['SHOW_CART', 200],
    ['CHECKOUT', 201], ['ORDER_CONFIRMED', 202], ['DONATE', 203], ['CONTRIBUTION_CONFIRMED', 204],
    ['COMMERCE_CART_V2', 205], ['SUBSCRIPTION_CONFIRMED', 206], ['ORDER_RECEIVED', 207],
    ['MEMBERSHIP_CONFIRMED', 208], ['REVIEWS_REQUEST', 209], ['DIGITAL_PRODUCT_COMPOSER_PREVIEW', 210],
    ['ORDER_STATUS', 211], ['NEWSLETTER_UNSUBSCRIBE', 300], ['COMMERCE_EMAIL_PREVIEW', 301],
  ]);
  // "Tweak page types: SPLASH_PAGE, LOCK_SCREEN, POPUP_OVERLAY, CHECKOUT, STYLE."
  holds(E.TweakPageTypeEnum, named(E.TweakPageType, ['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE']));
  // "Collection page kinds: products list and item, blog list, gallery list, events list or calendar, search page."
  holds(E.CollectionPageKindEnum, [
    ['PRODUCTS_LIST', 'products-list'], ['PRODUCTS_ITEM', 'products-item'], ['BLOG_LIST', 'blog-list'],
    ['GALLERY_LIST', 'gallery-list'], ['EVENTS_LIST', 'events-list'], ['EVENTS_CALENDAR', 'events-calendar'],
    ['SEARCH', 'search'],
  ]);
  // "Cover/overlay kinds: cover page 1, lock screen 2, popup overlay 3."
  holds(E.CoverKindEnum, [['COVER_PAGE', 1], ['LOCK_SCREEN', 2], ['POPUP_OVERLAY', 3]]);
  // "Popup types: button block 1, popup overlay 2."
  holds(E.PopupTypeEnum, [['BUTTON_BLOCK', 1], ['POPUP_OVERLAY', 2]]);
  // "Collection views: list, grid, product. Device views: desktop, phone, tablet. Fluid engine breakpoints: mobile, desktop."
  holds(E.CollectionViewEnum, named(E.CollectionView, ['list', 'grid', 'product']));
  holds(E.DeviceViewEnum, named(E.DeviceView, ['desktop', 'phone', 'tablet']));
  holds(E.FluidBreakpointEnum, named(E.FluidBreakpoint, ['mobile', 'desktop']));
});

describe('§3 blocks', () => {
  // "Block types: navigation 1, html 2, logo 3, map 4, image 5, … shape 71."
  holds(E.BlockTypeEnum, [
    ['NAVIGATION', 1], ['HTML', 2], ['LOGO', 3], ['MAP', 4], ['IMAGE', 5], ['TWITTER', 6], ['JOURNAL', 7],
    ['GALLERY', 8], ['FORM', 9], ['GEO', 10], ['INDEX', 11], ['COLLECTION_LINK', 12], ['LINK', 13],
    ['TAG_CLOUD', 14], ['COMMENTS', 16], ['FOLDER', 17], ['MENU', 18], ['SOCIAL_LINKS', 19], ['SUMMARY', 20],
    ['SPACER', 21], ['EMBED', 22], ['CODE', 23], ['FOURSQUARE', 24], ['INSTAGRAM', 25], ['CALENDAR', 26],
    ['POSTS_BY_AUTHOR', 27], ['POSTS_BY_TAG', 28], ['POSTS_BY_CATEGORY', 29], ['POSTS_BY_MONTH', 30],
    ['QUOTE', 31], ['VIDEO', 32], ['SEARCH', 33], ['AUDIO', 41], ['FIVEHUNDREDPIX', 42], ['PRODUCT', 43],
    ['MARKDOWN', 44], ['FLICKR', 45], ['AMAZON', 46], ['HORIZONTAL_RULE', 47], ['SOCIAL_ACCOUNT_LINKS', 48],
    ['RSS', 49], ['OPENTABLE', 50], ['NEWSLETTER', 51], ['DONATION', 52], ['BUTTON', 53],
    ['SOCIAL_ACCOUNT_LINKS_V2', 54], ['SUMMARY_V2', 55], ['SOUNDCLOUD', 56], ['EMAIL_FOOTER', 57],
    ['IN_BROWSER_MESSAGE_LINK', 58], ['TOUR_DATES', 59], ['ALBUM', 60], ['ARCHIVE', 61], ['CHART', 62],
    ['ZOLA', 63], ['ACUITY', 65], ['OPENTABLE_V2', 66], ['MEMBER_AREA', 67], ['TOCK', 68], ['ACCORDION', 69],
    ['MARQUEE', 70], ['SHAPE', 71],
  ]);
  // "Block variants 1000-1019: gallery slideshow, carousel, grid, stack; summary wall, carousel, list,
  //  grid; chart bar, line, pie; image inline, poster, card, overlap, collage, stack; two reservation/
  //  events variants from a table-booking provider."
  holds(E.BlockVariantEnum, [
    ['GALLERY_SLIDESHOW', 1000], ['GALLERY_CAROUSEL', 1001], ['GALLERY_GRID', 1002], ['GALLERY_STACK', 1003],
    ['SUMMARY_WALL', 1004], ['SUMMARY_CAROUSEL', 1005], ['SUMMARY_LIST', 1006], ['SUMMARY_GRID', 1007],
    ['CHART_BAR', 1008], ['CHART_LINE', 1009], ['CHART_PIE', 1010],
    ['IMAGE_INLINE', 1011], ['IMAGE_POSTER', 1012], ['IMAGE_CARD', 1013], ['IMAGE_OVERLAP', 1014],
    ['IMAGE_COLLAGE', 1015], ['IMAGE_STACK', 1016],
    ['TABLE_BOOKING_RESERVATIONS', 1018], ['TABLE_BOOKING_EVENTS', 1019],
  ]);
  it('block variants stay within 1000–1019', () => {
    for (const v of E.BlockVariantEnum.values) expect(v >= 1000 && v <= 1019).toBe(true);
  });
});

describe('§3 collections and items', () => {
  // "Collection types: generic 1, subscription 2, twitter 3, … portfolio 23, lessons 24."
  holds(E.CollectionTypeEnum, [
    ['GENERIC', 1], ['SUBSCRIPTION', 2], ['TWITTER', 3], ['FOURSQUARE', 4], ['INSTAGRAM', 5],
    ['GALLERY_BLOCK', 6], ['TEMPLATE_PAGE', 7], ['SPLASH_PAGE', 8], ['PAGE', 10], ['FIVEHUNDREDPIX', 11],
    ['FLICKR', 12], ['PRODUCTS', 13], ['MOSAIC', 14], ['SLIDE_GALLERY', 15], ['SLIDE_ALBUM', 16],
    ['SLIDE_VIDEO', 17], ['ALBUM_BLOCK', 18], ['PROJECT', 19], ['SECTION_CATALOG', 20], ['PAGE_CATALOG', 21],
    ['ITEM_CATALOG', 22], ['PORTFOLIO', 23], ['LESSONS', 24],
  ]);
  // "Item types: text 1, image 2, quote 4, link 5, … exports 20/21/60, … taxonomy kinds 56-58, … lesson 62."
  holds(E.ItemTypeEnum, [
    ['TEXT', 1], ['IMAGE', 2], ['QUOTE', 4], ['LINK', 5], ['CHAT', 6], ['AUDIO', 7], ['VIDEO', 8],
    ['REVIEW', 10], ['STORE_ITEM', 11], ['EVENT', 12], ['THREAD', 13], ['GALLERY', 14], ['BINARY', 15],
    ['CSS_ASSET', 16], ['TWEAK_ASSET', 17], ['DIGITAL_GOOD', 18], ['ATTACHMENT', 19], ['EXPORT', 20],
    ['EXPORT_2', 21], ['PROSE_MIRROR_TEXT', 22], ['TWEET', 50], ['RSS', 51], ['CHECKIN', 52],
    ['KNOWLEDGE_BASE_ARTICLE', 54], ['PROJECT_ITEM', 55], ['TAXONOMY_1', 56], ['TAXONOMY_2', 57],
    ['TAXONOMY_3', 58], ['PORTFOLIO_ITEM', 59], ['EXPORT_3', 60], ['PLATFORM_VIDEO', 61], ['LESSON', 62],
  ]);
  // "Item publication status: published 1, scheduled 2, needs review 3, draft 4, private 5, deleted 6."
  holds(E.PublicationStatusEnum, [
    ['PUBLISHED', 1], ['SCHEDULED', 2], ['NEEDS_REVIEW', 3], ['DRAFT', 4], ['PRIVATE', 5], ['DELETED', 6],
  ]);
  // "Item visibility states: draft, published, needs review, scheduled."
  holds(E.ItemVisibilityEnum, named(E.ItemVisibility, ['draft', 'published', 'needs-review', 'scheduled']));
  holds(E.WorkflowLabelEnum, [
    ['AVAILABLE', 'workflow.available'], ['SCHEDULED', 'workflow.scheduled'], ['HIDDEN', 'workflow.hidden'],
    ['NOT_SUPPORTED', 'workflow.notSupported'],
  ]);
});

describe('§4 workflow labels', () => {
  // "PUBLISHED shown as Available, SCHEDULED as Scheduled, DRAFT as Hidden, anything else as Not supported."
  it.each([
    [E.PublicationStatus.PUBLISHED, 'workflow.available', 'Disponible'],
    ['PUBLISHED', 'workflow.available', 'Disponible'],
    [E.PublicationStatus.SCHEDULED, 'workflow.scheduled', 'Programado'],
    ['SCHEDULED', 'workflow.scheduled', 'Programado'],
    [E.PublicationStatus.DRAFT, 'workflow.hidden', 'Oculto'],
    ['DRAFT', 'workflow.hidden', 'Oculto'],
    [E.PublicationStatus.NEEDS_REVIEW, 'workflow.notSupported', 'No compatible'],
    [E.PublicationStatus.PRIVATE, 'workflow.notSupported', 'No compatible'],
    [E.PublicationStatus.DELETED, 'workflow.notSupported', 'No compatible'],
    ['published', 'workflow.notSupported', 'No compatible'],
    [undefined, 'workflow.notSupported', 'No compatible'],
    [99, 'workflow.notSupported', 'No compatible'],
  ] as const)('%j is shown as %s (%s)', (status, key, text) => {
    expect(E.workflowLabel(status)).toBe(key);
    expect(E.workflowLabelText[E.workflowLabel(status)]).toBe(text);
  });
});

describe('§3 commerce', () => {
  // "productType PHYSICAL, SERVICE, DIGITAL or GIFT_CARD."
  holds(E.ProductTypeNameEnum, named(E.ProductTypeNameEnum.table, ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD']));
  it('the product type name tuple lists the same names', () => {
    expect([...E.ProductTypeName]).toEqual(['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD']);
  });
  // "Numeric product types: physical 1, digital 2, service 3, gift card 4, paywall 5."
  holds(E.ProductTypeEnum, [['PHYSICAL', 1], ['DIGITAL', 2], ['SERVICE', 3], ['GIFT_CARD', 4], ['PAYWALL', 5]]);
  // "billingPeriod {value, unit: week, month or year}"
  holds(E.BillingPeriodUnitEnum, named(E.BillingPeriodUnit, ['week', 'month', 'year']));
  // "units imperial 1 / metric 2"
  holds(E.UnitsEnum, [['IMPERIAL', 1], ['METRIC', 2]]);
});

describe('§3 site', () => {
  // "Site status: expired 1, past due 2, trial 3, beta 4, removed 5, internal 6, comped 7, paid 8,
  //  linked 11, active parking page 12, resold 13, resold grace period 14, enterprise 15."
  holds(E.SiteStatusEnum, [
    ['EXPIRED', 1], ['PAST_DUE', 2], ['TRIAL', 3], ['BETA', 4], ['REMOVED', 5], ['INTERNAL', 6], ['COMPED', 7],
    ['PAID', 8], ['LINKED', 11], ['ACTIVE_PARKING_PAGE', 12], ['RESOLD', 13], ['RESOLD_GRACE_PERIOD', 14],
    ['ENTERPRISE', 15],
  ]);
  // "Site kind: classic 1, cover page 2, parking page 3, commerce 4, enterprise 5."
  holds(E.SiteKindEnum, [['CLASSIC', 1], ['COVER_PAGE', 2], ['PARKING_PAGE', 3], ['COMMERCE', 4], ['ENTERPRISE', 5]]);
  // "Site user roles: admin 1, billing 2, reporting 3, editor 4, moderator 6, … website manager 15."
  holds(E.SiteUserRoleEnum, [
    ['ADMIN', 1], ['BILLING', 2], ['REPORTING', 3], ['EDITOR', 4], ['MODERATOR', 6], ['COMMENTER', 7],
    ['STORE_MANAGER', 8], ['SCHEDULING', 9], ['VIEWER', 10], ['CAMPAIGNS_EDITOR', 11],
    ['SCHEDULING_VIEWER', 12], ['SCHEDULING_EDITOR', 13], ['NONE', 14], ['WEBSITE_MANAGER', 15],
  ]);
});

describe('§3 analytics', () => {
  // "Event types: page view 1, site search 2, heartbeat 10, audio 20, video 21."
  holds(E.AnalyticsEventTypeEnum, [['PAGE_VIEW', 1], ['SITE_SEARCH', 2], ['HEARTBEAT', 10], ['AUDIO', 20], ['VIDEO', 21]]);
  it('a stored page view (HitKind, ours) is the page-view event type the runtime sends; a landing is 2', () => {
    expect(E.HitKind).toEqual({ PAGE_VIEW: E.AnalyticsEventType.PAGE_VIEW, LANDING: 2 });
  });
  holds(E.AnalyticsItemNameEnum, named(E.AnalyticsItemName, [
    'album track', 'event item', 'gallery image', 'portfolio item', 'blog post', 'gallery video',
  ]));
  // "Collection item record types map to analytics names: audio album track, event event item, image
  //  gallery image, portfolio item portfolio item, text blog post, video gallery video."
  it.each([
    [E.ItemType.AUDIO, 'album track'], [E.ItemType.EVENT, 'event item'], [E.ItemType.IMAGE, 'gallery image'],
    [E.ItemType.PORTFOLIO_ITEM, 'portfolio item'], [E.ItemType.TEXT, 'blog post'], [E.ItemType.VIDEO, 'gallery video'],
  ])('record type %d is the analytics name %s', (recordType, name) => {
    expect(E.analyticsItemName(recordType)).toBe(name);
  });
  it.each([[E.ItemType.QUOTE], [E.ItemType.STORE_ITEM], [999], ['1'], [null], ['toString']])(
    'record type %j has no analytics name',
    (recordType) => expect(E.analyticsItemName(recordType)).toBeUndefined(),
  );
  it('maps exactly six record types', () => expect(Object.keys(E.analyticsNameByRecordType)).toHaveLength(6));
  // "Url categories: anchor, content link, default, empty string, external link, file link, malformed protocol, misc protocol."
  holds(E.UrlCategoryEnum, [
    ['ANCHOR', 'anchor'], ['CONTENT_LINK', 'content-link'], ['DEFAULT', 'default'], ['EMPTY_STRING', 'empty-string'],
    ['EXTERNAL_LINK', 'external-link'], ['FILE_LINK', 'file-link'], ['MALFORMED_PROTOCOL', 'malformed-protocol'],
    ['MISC_PROTOCOL', 'misc-protocol'],
  ]);
});

describe('§3 forms', () => {
  // "Form model fieldsets: build 1, storage 2, advanced 3, captcha 4, disclaimer 5."
  holds(E.FormFieldsetEnum, [['BUILD', 1], ['STORAGE', 2], ['ADVANCED', 3], ['CAPTCHA', 4], ['DISCLAIMER', 5]]);
  holds(E.FormFieldTypeEnum, named(E.FormFieldType, [
    'text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter', 'date', 'time',
    'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
  ]));
});

describe('§3, §5 gallery', () => {
  // "design (stacked shown as slideshow, slider strip, grid, autogrid, autocolumns, carousel, list, base)"
  holds(E.GalleryDesignEnum, named(E.GalleryDesign, [
    // §3 lists eight; the issue names autorows too (§9 "autorows row height 250, gutter 20").
    'stacked', 'strip', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list', 'base',
  ]));
  // "Media types: imageEmpty, imageFile, imageLicensed, imageReused, assetReused, video."
  holds(E.GalleryMediaTypeEnum, named(E.GalleryMediaType, [
    'imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video',
  ]));
  holds(E.SlideTypeEnum, named(E.SlideType, ['image', 'video']));
  holds(E.LightboxThemeEnum, named(E.LightboxTheme, ['light', 'dark']));
  holds(E.ActiveAlignmentEnum, named(E.ActiveAlignment, ['left', 'center', 'right']));
  holds(E.StripAlignmentEnum, named(E.StripAlignment, ['start', 'middle', 'end']));
  holds(E.SwipeBoundaryEnum, named(E.SwipeBoundary, ['none', 'hard', 'inertial']));
});

describe('§3 images and video', () => {
  // "load mode (true, false or viewport)", "cropMode (cover, contain, none)", "sizeFormat (queryString or filename)",
  // "fitAlignment (top, left, center, right, bottom)"
  holds(E.ImageLoadModeEnum, named(E.ImageLoadMode, ['true', 'false', 'viewport']));
  holds(E.ImageCropModeEnum, named(E.ImageCropMode, ['cover', 'contain', 'none']));
  holds(E.ImageSizeFormatEnum, named(E.ImageSizeFormat, ['queryString', 'filename']));
  holds(E.FitAlignmentEnum, named(E.FitAlignment, ['top', 'left', 'center', 'right', 'bottom']));
  // "type (iframe, object, invalid), mode (none, fit, fill)"
  holds(E.VideoTypeEnum, named(E.VideoType, ['iframe', 'object', 'invalid']));
  holds(E.VideoModeEnum, named(E.VideoMode, ['none', 'fit', 'fill']));
});

describe('§3 other', () => {
  // "overlay style none 1/light 2/dark 3"
  holds(E.OverlayStyleEnum, [['NONE', 1], ['LIGHT', 2], ['DARK', 3]]);
  // "nine positions (top, center, bottom by left, center, right)"
  holds(E.NinePositionEnum, ['top', 'center', 'bottom'].flatMap((v) =>
    ['left', 'center', 'right'].map((h): Row => [`${v}_${h}`.toUpperCase(), `${v}-${h}`])));
  // "alignment left/right"
  holds(E.AlignmentEnum, named(E.Alignment, ['left', 'right']));
  // "Styles (by number): 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue"
  holds(E.MapStyleEnum, [
    ['ORIGINAL', 1], ['GRAYSCALE', 2], ['SATELLITE', 3], ['MINIMAL_LIGHT', 4], ['MINIMAL_DARK', 5], ['MINIMAL_BLUE', 6],
  ]);
  // "Shape names for decoration: circle, cross, enclose, jagged, marker, scribble, strike, strikeDiagonal,
  //  underline, underlineCurve, underlineDouble, wave."
  holds(E.ShapeNameEnum, named(E.ShapeName, [
    'circle', 'cross', 'enclose', 'jagged', 'marker', 'scribble', 'strike', 'strikeDiagonal', 'underline',
    'underlineCurve', 'underlineDouble', 'wave',
  ]));
  // "Text-decoration effect: kinds draw, fade, fadeScale"
  holds(E.TextEffectKindEnum, named(E.TextEffectKind, ['draw', 'fade', 'fadeScale']));
  // "survey cohorts A to E"
  holds(E.SurveyCohortEnum, named(E.SurveyCohort, ['A', 'B', 'C', 'D', 'E']));
  // "content generator types default 0, icon 1"
  holds(E.ContentGeneratorTypeEnum, [['DEFAULT', 0], ['ICON', 1]]);
  // "text filters url-slug, url-slug-with-slash"
  holds(E.TextFilterEnum, named(E.TextFilter, ['url-slug', 'url-slug-with-slash']));
  // "header/footer entity (header, footer)"
  holds(E.HeaderFooterPartEnum, named(E.HeaderFooterPart, ['header', 'footer']));
});

describe('§3 cookie banner', () => {
  // "cookieBannerCtaVariant (TEXT, BUTTON, ICON), cookieBannerVariant (BAR, POPUP), cookieBannerTheme
  //  (LIGHT, DARK), cookieBannerAcceptType (OPT_IN, OPT_IN_AND_OUT). Positions: bar TOP, BOTTOM; popup
  //  TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT."
  holds(E.CookieBannerCtaVariantEnum, named(E.CookieBannerCtaVariant, ['TEXT', 'BUTTON', 'ICON']));
  holds(E.CookieBannerVariantEnum, named(E.CookieBannerVariant, ['BAR', 'POPUP']));
  holds(E.CookieBannerThemeEnum, named(E.CookieBannerTheme, ['LIGHT', 'DARK']));
  holds(E.CookieBannerAcceptTypeEnum, named(E.CookieBannerAcceptType, ['OPT_IN', 'OPT_IN_AND_OUT']));
  holds(E.CookieBannerBarPositionEnum, named(E.CookieBannerBarPosition, ['TOP', 'BOTTOM']));
  holds(E.CookieBannerPopupPositionEnum, named(E.CookieBannerPopupPosition, [
    'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT',
  ]));
});

describe('the list of enumerations', () => {
  it('holds every enumeration checked above, and the public entry exports each', () => {
    expect(E.allEnums).toHaveLength(56);
    expect(E.allEnums.filter((e) => !checked.has(e)).map((e) => e.enumName)).toEqual([]);
    for (const e of E.allEnums) expect((E as Record<string, unknown>)[`${e.enumName}Enum`]).toBe(e);
  });
});
