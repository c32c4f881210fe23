import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

// The mail settings of the one config schema (src/server/config.ts): SMTP_URL, MAIL_FROM, form limits.
const env = (extra: Record<string, string>) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrina-mail-')), ...extra });

describe('mail configuration', () => {
  it('is off without SMTP_URL; the sender defaults to no-reply at the app domain; form limits 10 and 60', () => {
    expect(loadConfig(env({ APP_DOMAIN: 'sitios.test:8080' }))).toMatchObject({ smtpUrl: null, mailFrom: 'Vitrina <no-reply@sitios.test>', formsVisitorPerMinute: 10, formsIpPerMinute: 60 });
  });

  it.each(['smtp://127.0.0.1:2525', 'smtps://usuario:clave@mail.ejemplo.com:465', 'smtp://mail.ejemplo.com', 'smtp://mail.ejemplo.com:587/?pool=true'])('accepts SMTP_URL=%s', (url) => {
    expect(loadConfig(env({ SMTP_URL: url })).smtpUrl).toBe(url);
  });

  it.each([
    ['SMTP_URL', 'http://mail.ejemplo.com'],
    ['SMTP_URL', 'mail.ejemplo.com:25'],
    ['SMTP_URL', 'smtp://mail ejemplo.com'],
    ['MAIL_FROM', 'sin arroba'],
    ['MAIL_FROM', 'a@b.com\r\nBcc: x@y.com'],
    ['FORMS_IP_PER_MINUTE', '0'],
    ['FORMS_VISITOR_PER_MINUTE', 'muchos'],
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig(env({ [name]: value }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ [name]: value }))).toThrow(name);
  });
});
