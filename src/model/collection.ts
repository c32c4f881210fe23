import * as v from 'valibot';
import { CollectionType, ItemType, ProductTypeName, enumValues } from '../shared/enums.ts';
import { Href, Id, IsoDate, Slug, Text } from './common.ts';
import { Layout } from './layout.ts';
import { LockPassword } from './site-lock.ts';
import { CoverPage } from './cover-page.ts';
import { Language } from './languages.ts';

/** A product variant (§3): prices in integer cents, at most 100000000 (§9). */
export const Variant = v.object({
  sku: v.pipe(v.string(), v.maxLength(60)),
  priceCents: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  salePriceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000))),
  onSale: v.optional(v.boolean(), false),
  unlimited: v.optional(v.boolean(), false),
  qtyInStock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  optionValues: v.optional(v.array(Text(100)), []),
  /** Weight of one unit in the store's unit (kg, or lb when imperial): weight-based shipping reads it. */
  weight: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000))),
});

/**
 * A subscription plan (§3): every `billingPeriod`, `numBillingCycles` times (0: until cancelled).
 * A product with a plan is sold as a subscription (issue 17, docs/commerce-subscriptions.md); a
 * paid member area priced by subscription is sold on the same plan.
 */
export const SubscriptionPlan = v.object({
  billingPeriod: v.object({
    value: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(52)),
    unit: v.picklist(['week', 'month', 'year']),
  }),
  numBillingCycles: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
});
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlan>;

/**
 * A digital product's file (issue 17, docs/commerce-digital.md): `file` is a path relative to the
 * site file's folder, like Media.file (pdf, epub, zip, mp3…). Published to a private place of the
 * website's storage that no public route serves; buyers get signed links that expire after
 * `linkDays` days or `maxDownloads` downloads.
 */
export const DigitalFile = v.object({
  file: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(300),
    v.check((f) => !f.startsWith('/') && !f.includes('\\') && !f.split('/').includes('..'), 'La ruta del archivo no puede salir de la carpeta del sitio'),
    v.regex(/\.(pdf|epub|zip|mp3|m4a|wav|mp4|txt|png|jpe?g)$/i, 'Tipo de archivo no admitido (pdf, epub, zip, mp3, m4a, wav, mp4, txt, png, jpg)'),
  ),
  /** The name the buyer's download gets ("guia-cafe.pdf"); the file's own name when absent. */
  fileName: v.optional(Text(120)),
  /** Downloads each link allows (1–100). */
  maxDownloads: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 5),
  /** Days a link lasts after payment (1–3650). */
  linkDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)), 30),
});
export type DigitalFile = v.InferOutput<typeof DigitalFile>;

/** Store details of a product item (§3 Product). */
export const Product = v.object({
  productType: v.picklist(ProductTypeName),
  /** The option names the variants' optionValues answer, in order ("Tamaño", "Molienda"). */
  options: v.optional(v.array(Text(50)), []),
  variants: v.pipe(v.array(Variant), v.minLength(1)),
  /** Sold as a subscription on this plan (every variant): bought alone through /checkout/subscribe. */
  subscriptionPlan: v.optional(SubscriptionPlan),
  /** A digital product's file: paid orders get signed, expiring download links (docs/commerce-digital.md). */
  digital: v.optional(DigitalFile),
});

/**
 * When and where an event item (§3 item type 12) happens: its list, calendar, summary and tour
 * dates read it. Times are instants (ISO with offset or Z); pages show them in the site's time
 * zone (settings.timeZone).
 */
export const EventDetails = v.pipe(
  v.object({
    startsAt: IsoDate,
    endsAt: v.optional(IsoDate),
    /** A whole-day event: no times shown, the .ics file gives dates only. */
    allDay: v.optional(v.boolean(), false),
    /** The place's name ("Foro Indie Rocks"). */
    venue: v.optional(Text(200), ''),
    /** Street address and city, one line. */
    address: v.optional(Text(300), ''),
    /** Where to buy tickets (tour dates): an http(s) link. */
    ticketUrl: v.optional(v.pipe(Href, v.regex(/^https?:\/\//, 'Debe ser un enlace http(s)'))),
    /** No tickets left: lists and tour dates say «Agotado» instead of the ticket link. */
    soldOut: v.optional(v.boolean()),
  }),
  v.check((e) => !e.endsAt || Date.parse(e.endsAt) >= Date.parse(e.startsAt), 'El evento no puede terminar antes de empezar'),
);
export type EventDetails = v.InferOutput<typeof EventDetails>;

/** An item of a collection: a blog post, a product, an event… (§3 item types). */
export const Item = v.object({
  id: Id,
  urlId: Slug,
  title: Text(200),
  recordType: v.picklist(enumValues(ItemType)),
  status: v.optional(v.picklist(['published', 'draft', 'scheduled', 'needs-review']), 'published'),
  publishedOn: IsoDate,
  author: v.optional(Text(100)),
  excerpt: v.optional(Text(1000), ''),
  tags: v.optional(v.array(v.pipe(v.string(), v.maxLength(50))), []),
  categories: v.optional(v.array(v.pipe(v.string(), v.maxLength(25))), []),
  /** Main image (thumbnail) of the item, a media id. */
  mediaId: v.optional(v.string()),
  product: v.optional(Product),
  /** An event's date, time and place (recordType 12). */
  event: v.optional(EventDetails),
  layout: v.optional(Layout, { columns: 12, sections: [] }),
});
export type Item = v.InferOutput<typeof Item>;

/** A collection (§3 collection types): a page (10) has a layout; a blog or store lists items. */
export const Collection = v.object({
  id: Id,
  urlId: Slug,
  title: Text(200),
  type: v.picklist(enumValues(CollectionType)),
  description: v.optional(Text(1000), ''),
  /** Who may see it: public, members only (§6 "pages can be locked or restricted"). */
  permissionType: v.optional(v.picklist(['public', 'members', 'password']), 'public'),
  /** Members-only: the member areas whose members may see it (ids of the site's member areas); absent or empty: any member of the site. */
  memberAreaIds: v.optional(v.array(Id)),
  /** Password-locked (`permissionType: 'password'`): its password, plaintext or `$scrypt$…`; hashed at publish, never stored as given (docs/locks.md). */
  password: v.optional(LockPassword),
  layout: v.optional(Layout, { columns: 12, sections: [] }),
  items: v.optional(v.array(Item), []),
  /** A blog's posts per list page (1–50; 10 when absent): `/blog?page=2` (docs/blog.md). */
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  /**
   * A gallery collection's (§3 types 6 and 15) gallery block options (design, lightbox…): how its
   * list page shows the items. Checked by the gallery block's own schema when the page renders.
   */
  gallery: v.optional(v.record(v.string(), v.unknown())),
  /**
   * Makes a generic collection (§3 type 1) an events collection (§2 kinds "events list or
   * calendar"): its items are events (item type 12 with `event`), and its page shows them as a
   * list of upcoming and past events (`view: 'list'`) or as a month calendar (`'calendar'`).
   */
  events: v.optional(v.object({ view: v.optional(v.picklist(['list', 'calendar']), 'list') })),
  /** A splash page's (§3 type 8) cover page (§2 page type 3, src/model/cover-page.ts); absent: its title on the theme's colours. */
  cover: v.optional(CoverPage),
  /**
   * The language its content (title, blocks, items) is written in (docs/multilingual.md): one of
   * the site's languages; absent: the site's primary language. A page in another language is
   * served under that language's prefix (`/en/<urlId>`).
   */
  language: v.optional(Language),
  /** Groups the versions of one page in different languages: pages with the same key translate each other. */
  translationKey: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Clave de traducción no válida'))),
  /**
   * A blog (§3 type 1) whose posts carry audio (an audio block, 41, with a `mediaId`) is also a
   * podcast: its RSS feed gains the iTunes tags and an enclosure per episode (docs/seo.md). What
   * the feed says of the show; every field optional (the site's title and the blog's first image
   * stand in).
   */
  podcast: v.optional(
    v.object({
      /** The show's author or host. */
      author: v.optional(Text(100)),
      /** An Apple Podcasts category, in English as the directories list it ("Food", "Arts"…). */
      category: v.optional(Text(100), 'Society & Culture'),
      explicit: v.optional(v.boolean(), false),
      /** The show's square cover (Apple asks 1400–3000 px), a media id. */
      mediaId: v.optional(v.string()),
    }),
  ),
});
export type Collection = v.InferOutput<typeof Collection>;
