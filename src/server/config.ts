import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { trimChar } from '../shared/trim.ts';

/**
 * The one place that reads the environment. Everything else receives a `Config`.
 * A bad value stops the start with a message naming the variable and what it expects.
 */
const Env = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'debe ser un número de puerto'), v.transform(Number), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'debe ser sqlite:<ruta> o postgres://…'))),
  APP_DOMAIN: v.optional(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'debe ser un nombre de dominio, p. ej. vitrina.test')), 'vitrina.localhost'),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'debe tener al menos 32 caracteres'))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  ACCESS_LOG: v.optional(v.picklist(['all', 'errors', 'off']), 'errors'),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^(true|false|\d+|[\d.,/: a-f]+)$/i, 'debe ser true, false, un número de saltos o una lista de IP')), 'false'),
  DEMO_SITE: v.optional(v.string(), 'sites/demo/site.json'),
  HTML_CACHE_MB: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'debe ser un número entero de megabytes'), v.transform(Number)), '64'),
  CDN_MAX_AGE: v.optional(v.pipe(v.string(), v.regex(/^\d{1,8}$/, 'debe ser un número entero de segundos'), v.transform(Number)), '300'),
  CDN_STALE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,8}$/, 'debe ser un número entero de segundos'), v.transform(Number)), '60'),
  CDN_PURGE_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/i, 'debe ser una dirección http(s)://'))),
  CDN_PURGE_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+:\s*[^\r\n]+$/, 'debe ser «Nombre: valor», p. ej. «Fastly-Key: …»'))),
  ANALYTICS_RETENTION_DAYS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '395'),
  ANALYTICS_VISITOR_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '120'),
  ANALYTICS_IP_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '1200'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?\S*)?$/i, 'debe ser smtp://[usuario:clave@]servidor[:puerto] o smtps://…'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.maxLength(320), v.check(isMailFrom, 'debe ser una dirección, p. ej. "Vitrina <no-reply@ejemplo.com>"'))),
  FORMS_VISITOR_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '10'),
  FORMS_IP_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '60'),
  PUBLIC_SCHEME: v.optional(v.picklist(['http', 'https'], 'debe ser http o https')),
  PUBLIC_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'debe ser un número de puerto'), v.transform(Number), v.minValue(1), v.maxValue(65535))),
  PAYMENT_PROVIDER: v.optional(v.picklist(['test', 'stripe'], 'debe ser test o stripe'), 'test'),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'debe ser una clave secreta de Stripe (sk_test_…, sk_live_… o rk_…)'))),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_(test|live)_[A-Za-z0-9_]{8,}$/, 'debe ser una clave publicable de Stripe (pk_test_… o pk_live_…)'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_[A-Za-z0-9_+/=]{8,}$/, 'debe ser el secreto de firma de webhooks de Stripe (whsec_…)'))),
  STRIPE_API_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i, 'debe ser http(s)://servidor[:puerto], sin ruta'))),
  PLACES_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[\w.~/-]*)?$/i, 'debe ser la dirección http(s):// de un servidor compatible con Nominatim'))),
  PLACES_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'debe ser un número entero positivo'), v.transform(Number)), '30'),
  PLACES_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'debe ser un número entero positivo de milisegundos'), v.transform(Number)), '3000'),
  FULLSTORY_ENABLED: v.optional(v.picklist(['true', 'false'], 'debe ser true o false'), 'false'),
  FULLSTORY_SAMPLE_PERCENT: v.optional(v.pipe(v.string(), v.regex(/^(100|[1-9]?\d)$/, 'debe ser un porcentaje entero de 0 a 100'), v.transform(Number)), '0'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/i, 'debe ser redis://[usuario:clave@]servidor[:puerto][/base] o rediss://…'))),
  EVENTS_COLLECTOR_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i, 'debe ser http(s)://servidor[:puerto], sin ruta'))),
  MEDIA_STORE: v.optional(v.picklist(['disk', 'database', 's3'], 'debe ser disk, database o s3')),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser el nombre de un bucket (3 a 63 minúsculas, cifras, puntos o guiones)'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,40}$/, 'debe ser una región, p. ej. us-east-1')), 'us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i, 'debe ser http(s)://servidor[:puerto], sin ruta'))),
  S3_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^([A-Za-z0-9._-]+\/)*$/, 'debe ser vacío o terminar en /, p. ej. vitrina/'))),
});

/** Validated settings of one Vitrina process. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  appDomain: string;
  sessionSecret: string;
  logLevel: string;
  /** Which requests get an access-log line (src/server/http/access-log.ts). */
  accessLog: 'all' | 'errors' | 'off';
  /** Fastify's trustProxy: false unless configured (X-Forwarded-* are ignored otherwise). */
  trustProxy: boolean | number | string;
  /** Site file imported on first start when the database has no site ('' to skip). */
  demoSite: string;
  /** Bytes of rendered pages kept in memory per process (HTML_CACHE_MB). */
  htmlCacheBytes: number;
  /** What a CDN in front may keep of shared pages, and where it is told to drop a site's (docs/cdn.md). */
  cdn: CdnConfig;
  /** Folder of the built browser assets (vite build). */
  clientDir: string;
  /** Analytics rows older than this many days are deleted (hourly job). */
  analyticsRetentionDays: number;
  /** Analytics calls one visitor of a site may make per minute (burst of as many). */
  analyticsVisitorPerMinute: number;
  /** Analytics calls one client address (IPv6: its /64) may make per minute. */
  analyticsIpPerMinute: number;
  /** SMTP server of outgoing mail (form notifications, newsletter confirmations); null: mail off, kept in the outbox. */
  smtpUrl: string | null;
  /** From address of outgoing mail. */
  mailFrom: string;
  /** Form calls (keys, submissions) one visitor of a site may make per minute. */
  formsVisitorPerMinute: number;
  /** Form calls one client address (IPv6: its /64) may make per minute. */
  formsIpPerMinute: number;
  /**
   * How visitors reach the sites: every absolute URL of a page and every link in a mail is
   * `<scheme>://<site's own host>[:port]`, never taken from request headers (see sites/address.ts).
   */
  publicAddress: PublicAddress;
  /** How orders are paid (docs/commerce.md, "Payments"): the built-in test provider, or Stripe with its keys. */
  payments: PaymentsConfig;
  /** Places look-ups (docs/platform-calls.md): a Nominatim-compatible server (null: 503), calls per address per minute, timeout. */
  places: { url: string | null; perMinute: number; timeoutMs: number };
  /** Session recording (docs/platform-calls.md): the feature toggle and the share of visitors sampled (0–100). */
  fullstory: { enabled: boolean; samplePercent: number };
  /** The external events collector's origin (§7 POST /api/v1/events; null: no events sent). */
  eventsCollectorUrl: string | null;
  /** Where published files live for every process (docs/media-store.md); each process keeps a local copy under `dataDir`. */
  mediaStore: MediaStoreConfig;
  /** Redis of rate limits and sign-in counters shared by every process (null: each process counts in its memory). */
  redisUrl: string | null;
}

/**
 * The blob store of published files (MEDIA_STORE): the data folder itself (`disk`, one process or
 * a shared folder), the database (`database`, the default on PostgreSQL), or an S3-compatible bucket.
 */
export type MediaStoreConfig =
  | { kind: 'disk' }
  | { kind: 'database' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server's origin (MinIO, R2…; path-style requests); null: AWS S3 itself. */
      endpoint: string | null;
      /** Put before every key, '' or ending in '/'. */
      prefix: string;
    };
/** A CDN in front of the processes (docs/cdn.md). */
export interface CdnConfig {
  /** Seconds a shared cache may keep a shared page (`s-maxage`; CDN_MAX_AGE, 0: none). */
  maxAge: number;
  /** Seconds it may still answer with it while fetching the new one (`stale-while-revalidate`; CDN_STALE_SECONDS). */
  staleSeconds: number;
  /** The purge call made after a site changes (CDN_PURGE_URL, `{key}` in it replaced; CDN_PURGE_HEADER); null: none. */
  purge: { url: string; header: [name: string, value: string] | null } | null;
}

/** The payment provider and, for Stripe, its keys (the secret ones never reach a page). */
export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Where the SDK sends its calls instead of api.stripe.com (a local mock); null: Stripe itself. */
      apiUrl: { protocol: 'http' | 'https'; host: string; port: number } | null;
    };

/** Scheme and port of the sites' public addresses (port null: the scheme's default). */
export interface PublicAddress {
  scheme: 'http' | 'https';
  port: number | null;
}

/** A configuration problem, reported to the operator without a stack trace. */
export class ConfigError extends Error {}

/**
 * Makes React (and other libraries that read NODE_ENV when first imported) use their
 * production builds unless told otherwise: React's development build renders ~5x slower.
 * Call before the server modules are loaded.
 */
export function defaultToProduction(env: Record<string, string | undefined> = process.env): void {
  env.NODE_ENV ??= 'production';
}

/** Reads and validates the environment; creates the data folder and the session secret when missing. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(Env, Object.fromEntries(Object.entries(env).filter(([, val]) => val !== '')));
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i)}=${JSON.stringify(i.input)}: ${i.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${join(dataDir, 'vitrina.db')}`,
    appDomain: e.APP_DOMAIN,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demoSite: e.DEMO_SITE,
    htmlCacheBytes: e.HTML_CACHE_MB * 1024 * 1024,
    cdn: cdnConfig(e),
    clientDir: resolve('dist/client'),
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsVisitorPerMinute: e.ANALYTICS_VISITOR_PER_MINUTE,
    analyticsIpPerMinute: e.ANALYTICS_IP_PER_MINUTE,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Vitrina <no-reply@${e.APP_DOMAIN.replace(/:\d+$/, '')}>`,
    formsVisitorPerMinute: e.FORMS_VISITOR_PER_MINUTE,
    formsIpPerMinute: e.FORMS_IP_PER_MINUTE,
    publicAddress: publicAddress(e.APP_DOMAIN, e.PORT, e.PUBLIC_SCHEME, e.PUBLIC_PORT),
    payments: paymentsConfig(e),
    places: { url: e.PLACES_URL ? trimChar(e.PLACES_URL, '/', 'end') : null, perMinute: e.PLACES_PER_MINUTE, timeoutMs: e.PLACES_TIMEOUT_MS },
    fullstory: { enabled: e.FULLSTORY_ENABLED === 'true', samplePercent: e.FULLSTORY_SAMPLE_PERCENT },
    eventsCollectorUrl: e.EVENTS_COLLECTOR_URL ? new URL(e.EVENTS_COLLECTOR_URL).origin : null,
    mediaStore: mediaStoreConfig(e),
    redisUrl: e.REDIS_URL ?? null,
  };
}

/** CDN_MAX_AGE, CDN_STALE_SECONDS; CDN_PURGE_URL with its optional CDN_PURGE_HEADER (a header alone is a mistake). */
function cdnConfig(e: v.InferOutput<typeof Env>): CdnConfig {
  if (e.CDN_PURGE_HEADER && !e.CDN_PURGE_URL) throw new ConfigError('Configuración no válida:\n  CDN_PURGE_HEADER: necesita CDN_PURGE_URL');
  const header = e.CDN_PURGE_HEADER ? e.CDN_PURGE_HEADER.split(/:(.*)/s, 2) : undefined;
  return {
    maxAge: e.CDN_MAX_AGE,
    staleSeconds: e.CDN_STALE_SECONDS,
    purge: e.CDN_PURGE_URL ? { url: e.CDN_PURGE_URL, header: header ? [header[0].trim(), header[1].trim()] : null } : null,
  };
}

/**
 * MEDIA_STORE, or by default `database` on PostgreSQL (several processes share it with nothing
 * else to set) and `disk` on SQLite; `s3` needs S3_BUCKET (credentials: the AWS SDK's own chain).
 */
function mediaStoreConfig(e: v.InferOutput<typeof Env>): MediaStoreConfig {
  const kind = e.MEDIA_STORE ?? (e.DATABASE_URL && /^postgres/.test(e.DATABASE_URL) ? 'database' : 'disk');
  if (kind !== 's3') return { kind };
  if (!e.S3_BUCKET) throw new ConfigError('Configuración no válida:\n  S3_BUCKET: es obligatoria con MEDIA_STORE=s3');
  return { kind, bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT ? new URL(e.S3_ENDPOINT).origin : null, prefix: e.S3_PREFIX ?? '' };
}

/**
 * PAYMENT_PROVIDER=test (the default) needs nothing; stripe needs its three keys, of one mode
 * (test keys with test keys, live with live). STRIPE_API_URL points the SDK at a local server.
 */
function paymentsConfig(e: v.InferOutput<typeof Env>): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === 'test') return { provider: 'test' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
  if (missing.length) throw new ConfigError(`Configuración no válida:\n${missing.map((name) => `  ${name}: es obligatoria con PAYMENT_PROVIDER=stripe`).join('\n')}`);
  const secretKey = e.STRIPE_SECRET_KEY!;
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY!;
  if (secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    throw new ConfigError('Configuración no válida:\n  STRIPE_PUBLISHABLE_KEY: debe ser del mismo modo (test o live) que STRIPE_SECRET_KEY');
  }
  let apiUrl: Extract<PaymentsConfig, { provider: 'stripe' }>['apiUrl'] = null;
  if (e.STRIPE_API_URL) {
    let url: URL;
    try {
      url = new URL(e.STRIPE_API_URL);
    } catch {
      throw new ConfigError(`Configuración no válida:\n  STRIPE_API_URL=${JSON.stringify(e.STRIPE_API_URL)}: debe ser http(s)://servidor[:puerto], sin ruta`);
    }
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiUrl = { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
  }
  return { provider: 'stripe', secretKey, publishableKey, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl };
}

/**
 * The scheme and port of the sites' addresses. Production (any real APP_DOMAIN): https on its
 * default port. Development (APP_DOMAIN `localhost` or `*.localhost`, which browsers resolve with
 * no DNS): http on the port the server listens on, so `npm start` gives working links. A port
 * written in APP_DOMAIN, PUBLIC_SCHEME and PUBLIC_PORT override either.
 */
function publicAddress(appDomain: string, listenPort: number, scheme?: 'http' | 'https', port?: number): PublicAddress {
  const [name, domainPort] = appDomain.split(':');
  const dev = name === 'localhost' || name.endsWith('.localhost');
  const chosenScheme = scheme ?? (dev ? 'http' : 'https');
  const chosenPort = port ?? (domainPort ? Number(domainPort) : dev ? listenPort : null);
  const isDefault = chosenPort === (chosenScheme === 'https' ? 443 : 80);
  return { scheme: chosenScheme, port: chosenPort === null || chosenPort === 0 || isDefault ? null : chosenPort };
}

/**
 * The password `vitrina owner add` gives the new account, from VITRINA_PASSWORD (undefined when
 * unset or empty: the CLI then reads standard input). Kept out of `Config`, which is logged and
 * passed around; only the CLI asks for it.
 */
export function ownerPasswordFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.VITRINA_PASSWORD || undefined;
}

/** The session secret kept in the data folder, generated once, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * MAIL_FROM: "Nombre <dirección>" or a bare address, on one line: what
 * /^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/ accepts, in linear time (that expression
 * backtracks over a long run, quadratic: the regex benchmark timed it over its budget).
 */
export function isMailFrom(value: string): boolean {
  if (value.includes('\r') || value.includes('\n')) return false;
  const body = value.endsWith('>') ? value.slice(0, -1) : value;
  // The address: the last run of characters that are neither white space nor angle brackets.
  let start = body.length;
  while (start > 0 && !/[\s<>]/.test(body[start - 1]!)) start--;
  const address = body.slice(start);
  const at = address.lastIndexOf('@');
  if (at < 1 || address[at - 1] === '@') return false;
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}
