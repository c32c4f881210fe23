import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigError, isMailFrom, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'vitrina-config-'));

describe('loadConfig', () => {
  it('works with no configuration: SQLite in the data folder, port 3000', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${join(dir, 'vitrina.db')}`);
    expect(config.trustProxy).toBe(false);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{}, { scheme: 'http', port: 3000 }],
    [{ PORT: '8080' }, { scheme: 'http', port: 8080 }],
    [{ APP_DOMAIN: 'vitrina.app' }, { scheme: 'https', port: null }],
    [{ APP_DOMAIN: 'vitrina.app:8443' }, { scheme: 'https', port: 8443 }],
    [{ APP_DOMAIN: 'vitrina.app', PUBLIC_SCHEME: 'http', PUBLIC_PORT: '80' }, { scheme: 'http', port: null }],
    [{ APP_DOMAIN: 'vitrina.localhost', PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }, { scheme: 'https', port: null }],
  ])('the public address of %j is %j (dev: http on the listening port; else https)', (env, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).publicAddress).toEqual(expected);
  });

  it('selects PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  describe('media store (MEDIA_STORE, S3_*)', () => {
    it('is the data folder on SQLite and the database on PostgreSQL, with nothing set', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).mediaStore).toEqual({ kind: 'disk' });
      expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' }).mediaStore).toEqual({ kind: 'database' });
      expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db', MEDIA_STORE: 'disk' }).mediaStore).toEqual({ kind: 'disk' });
      expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_STORE: 'database' }).mediaStore).toEqual({ kind: 'database' });
    });

    it('s3 takes its bucket, region, endpoint and prefix', () => {
      const env = { DATA_DIR: dataDir(), MEDIA_STORE: 's3', S3_BUCKET: 'medios', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_PREFIX: 'vitrina/' };
      expect(loadConfig(env).mediaStore).toEqual({ kind: 's3', bucket: 'medios', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', prefix: 'vitrina/' });
      expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_STORE: 's3', S3_BUCKET: 'medios', S3_REGION: 'sa-east-1' }).mediaStore).toEqual({ kind: 's3', bucket: 'medios', region: 'sa-east-1', endpoint: null, prefix: '' });
    });

    it.each([
      [{ MEDIA_STORE: 's3' }, 'S3_BUCKET'],
      [{ MEDIA_STORE: 'nfs' }, 'MEDIA_STORE'],
      [{ MEDIA_STORE: 's3', S3_BUCKET: 'x' }, 'S3_BUCKET'],
      [{ MEDIA_STORE: 's3', S3_BUCKET: 'medios', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
      [{ MEDIA_STORE: 's3', S3_BUCKET: 'medios', S3_PREFIX: 'sin-barra' }, 'S3_PREFIX'],
    ])('refuses %j naming the variable', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_DOMAIN: 'not a domain' }, 'APP_DOMAIN'],
    [{ PUBLIC_SCHEME: 'ftp' }, 'PUBLIC_SCHEME'],
    [{ PUBLIC_PORT: '99999' }, 'PUBLIC_PORT'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  describe('payments (PAYMENT_PROVIDER, STRIPE_*)', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51abcdefghij',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcdefghij',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop',
    };

    it('defaults to the built-in test provider, which needs nothing', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ provider: 'test' });
      expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'test', STRIPE_SECRET_KEY: '' }).payments).toEqual({ provider: 'test' });
    });

    it('stripe: its three keys, and Stripe itself unless STRIPE_API_URL names a local server', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...stripe }).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_51abcdefghij',
        publishableKey: 'pk_test_51abcdefghij',
        webhookSecret: 'whsec_abcdefghijklmnop',
        apiUrl: null,
      });
      expect(loadConfig({ DATA_DIR: dataDir(), ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toMatchObject({ apiUrl: { protocol: 'http', host: '127.0.0.1', port: 12111 } });
      expect(loadConfig({ DATA_DIR: dataDir(), ...stripe, STRIPE_API_URL: 'https://stripe-mock.internal/' }).payments).toMatchObject({ apiUrl: { protocol: 'https', host: 'stripe-mock.internal', port: 443 } });
      expect(loadConfig({ DATA_DIR: dataDir(), ...stripe, STRIPE_SECRET_KEY: 'rk_live_51abcdefghij', STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcdefghij' }).payments).toMatchObject({ provider: 'stripe' });
    });

    it.each([
      [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
      [{ ...stripe, STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY'],
      [{ ...stripe, STRIPE_PUBLISHABLE_KEY: '' }, 'STRIPE_PUBLISHABLE_KEY'],
      [{ ...stripe, STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET'],
      [{ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51abcdefghij' }, 'STRIPE_SECRET_KEY'],
      [{ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_51abcdefghij' }, 'STRIPE_PUBLISHABLE_KEY'],
      [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
      [{ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcdefghij' }, 'STRIPE_PUBLISHABLE_KEY'],
      [{ ...stripe, STRIPE_API_URL: 'ftp://127.0.0.1' }, 'STRIPE_API_URL'],
      [{ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' }, 'STRIPE_API_URL'],
      [{ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:99999' }, 'STRIPE_API_URL'],
    ])('refuses %j naming the variable', (env, name) => {
      const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<string, string>;
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...clean })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...clean })).toThrow(name);
    });
  });

  describe('platform calls (PLACES_*, FULLSTORY_*, EVENTS_COLLECTOR_URL)', () => {
    it('defaults: no places server (503), no recording, no collector', () => {
      const c = loadConfig({ DATA_DIR: dataDir() });
      expect(c.places).toEqual({ url: null, perMinute: 30, timeoutMs: 3000 });
      expect(c.fullstory).toEqual({ enabled: false, samplePercent: 0 });
      expect(c.eventsCollectorUrl).toBeNull();
    });

    it('reads them: the places URL without its trailing slash, the collector as an origin', () => {
      const c = loadConfig({ DATA_DIR: dataDir(), PLACES_URL: 'https://nominatim.example.org/base/', PLACES_PER_MINUTE: '5', PLACES_TIMEOUT_MS: '800', FULLSTORY_ENABLED: 'true', FULLSTORY_SAMPLE_PERCENT: '25', EVENTS_COLLECTOR_URL: 'https://eventos.example.org:8443/' });
      expect(c.places).toEqual({ url: 'https://nominatim.example.org/base', perMinute: 5, timeoutMs: 800 });
      expect(c.fullstory).toEqual({ enabled: true, samplePercent: 25 });
      expect(c.eventsCollectorUrl).toBe('https://eventos.example.org:8443');
    });

    it.each([
      [{ PLACES_URL: 'ftp://x.org' }, 'PLACES_URL'],
      [{ PLACES_URL: 'https://x.org/?q=1' }, 'PLACES_URL'],
      [{ PLACES_PER_MINUTE: '0' }, 'PLACES_PER_MINUTE'],
      [{ PLACES_TIMEOUT_MS: 'lento' }, 'PLACES_TIMEOUT_MS'],
      [{ FULLSTORY_ENABLED: 'yes' }, 'FULLSTORY_ENABLED'],
      [{ FULLSTORY_SAMPLE_PERCENT: '101' }, 'FULLSTORY_SAMPLE_PERCENT'],
      [{ EVENTS_COLLECTOR_URL: 'https://x.org/api/v1/events' }, 'EVENTS_COLLECTOR_URL'],
    ])('refuses %j naming the variable', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
    });
  });
  describe('shared limits (REDIS_URL)', () => {
    it('off by default: each process counts in its memory', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).redisUrl).toBeNull();
    });

    it('reads redis:// and rediss:// URLs as given', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
      expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'rediss://user:secret@cache.example.org:6380' }).redisUrl).toBe('rediss://user:secret@cache.example.org:6380');
    });

    it.each(['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://'])('refuses REDIS_URL=%j naming the variable', (url) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: url })).toThrow('REDIS_URL');
    });
  });

  describe('a CDN in front (CDN_*, docs/cdn.md)', () => {
    it('defaults: shared pages kept 300 s by a CDN, 60 s more while it fetches the new one, no purge call', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).cdn).toEqual({ maxAge: 300, staleSeconds: 60, purge: null });
    });

    it('reads them: the purge URL as written, its header split at the first colon', () => {
      const c = loadConfig({ DATA_DIR: dataDir(), CDN_MAX_AGE: '86400', CDN_STALE_SECONDS: '0', CDN_PURGE_URL: 'https://api.fastly.com/service/abc/purge/{key}', CDN_PURGE_HEADER: 'Fastly-Key: a:b' });
      expect(c.cdn).toEqual({ maxAge: 86400, staleSeconds: 0, purge: { url: 'https://api.fastly.com/service/abc/purge/{key}', header: ['Fastly-Key', 'a:b'] } });
    });

    it.each([
      [{ CDN_MAX_AGE: '-1' }, 'CDN_MAX_AGE'],
      [{ CDN_STALE_SECONDS: 'un rato' }, 'CDN_STALE_SECONDS'],
      [{ CDN_PURGE_URL: 'ftp://cdn.example.org' }, 'CDN_PURGE_URL'],
      [{ CDN_PURGE_URL: 'https://cdn.example.org', CDN_PURGE_HEADER: 'sin dos puntos' }, 'CDN_PURGE_HEADER'],
      [{ CDN_PURGE_HEADER: 'Authorization: Bearer x' }, 'CDN_PURGE_HEADER'],
    ])('refuses %j naming the variable', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
    });
  });
});

describe('MAIL_FROM is checked in linear time, accepting what its former expression accepted', () => {
  const former = /^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;
  it('agrees with the expression on every short string of the characters that matter', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', '@', '.', '<', '>', ' ', '\n', '\r', '\t', 'ñ'), maxLength: 12 }), (s) => isMailFrom(s) === former.test(s)), { numRuns: 5_000 });
  });
  it.each([
    ['Vitrina <no-reply@ejemplo.com>', true],
    ['no-reply@ejemplo.com', true],
    ['Café Aurora <hola@cafe.mx', true],
    ['hola@cafe', false],
    ['Vitrina <no-reply@ejemplo.com>\nBcc: x@y.z', false],
    ['<>', false],
  ])('%j → %s', (value, ok) => expect(isMailFrom(value)).toBe(ok));
});
