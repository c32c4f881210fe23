import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/helpers/cli.ts';
import { createTestDb, type TestDb } from '../test/helpers/db.ts';
import { runImport } from './cli-data.ts';
import { OwnerCommandError, parseRole, passwordFromInput, runOwnerAdd, runOwnerList } from './cli-owner.ts';
import { verifyPassword } from './server/owner/password.ts';
import { hexId, makeSite, makeSiteDir } from './server/sites/test-site.ts';

let t: TestDb;
let config: { databaseUrl: string; dataDir: string };
const lines: string[] = [];
const print = (line: string) => lines.push(line);
const PASSWORD = 'correcto caballo batería';

beforeAll(async () => {
  t = await createTestDb();
  config = { databaseUrl: t.url, dataDir: mkdtempSync(join(tmpdir(), 'vitrina-cli-owner-')) };
  const dir = await makeSiteDir(40, 30);
  writeFileSync(join(dir, 'site.json'), JSON.stringify(makeSite('a')));
  await runImport({ ...config, appDomain: 'vitrina.test' }, join(dir, 'site.json'), () => {});
});
afterAll(() => t.destroy());

describe('vitrina owner', () => {
  it('add creates an admin by default, with the email lowercased and the password hashed', async () => {
    await runOwnerAdd(config, 'sitio-a', 'Ana@Ejemplo.com', { password: PASSWORD, role: 1 }, print);
    expect(lines.pop()).toBe('Cuenta ana@ejemplo.com creada en sitio-a con el rol 1 (ADMIN).');
    const row = await t.db.selectFrom('owners').selectAll().where('email', '=', 'ana@ejemplo.com').executeTakeFirstOrThrow();
    expect(row.website_id).toBe(hexId('a'));
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
  });

  it('add refuses a duplicate, a short password, a bad email, an unknown role and an unknown site', async () => {
    const add = (site: string, email: string, password: string, role = 1) => runOwnerAdd(config, site, email, { password, role }, print);
    await expect(add('sitio-a', 'ANA@ejemplo.com', PASSWORD)).rejects.toThrow('Ya existe una cuenta ana@ejemplo.com en sitio-a.');
    await expect(add('sitio-a', 'beto@ejemplo.com', '123456789')).rejects.toThrow('La contraseña debe tener al menos 10 caracteres');
    await expect(add('sitio-a', 'no-es-correo', PASSWORD)).rejects.toThrow('El correo electrónico no-es-correo no es válido.');
    await expect(add('sitio-a', 'beto@ejemplo.com', PASSWORD, 5)).rejects.toThrow(OwnerCommandError);
    await expect(add('nadie', 'beto@ejemplo.com', PASSWORD)).rejects.toThrow('No hay ningún sitio con el identificador nadie');
  });

  it('list prints one account per line, oldest first', async () => {
    await runOwnerAdd(config, 'sitio-a', 'lector@ejemplo.com', { password: PASSWORD, role: 10 }, print);
    lines.length = 0;
    await runOwnerList(config, 'sitio-a', print);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ana@ejemplo\.com\t1 \(ADMIN\)\t/);
    expect(lines[1]).toMatch(/^lector@ejemplo\.com\t10 \(VIEWER\)\t/);
  });

  it('parses --role and the first line of standard input', () => {
    expect(parseRole(['s', 'e'])).toEqual({ rest: ['s', 'e'], role: 1 });
    expect(parseRole(['s', '--role', '10', 'e'])).toEqual({ rest: ['s', 'e'], role: 10 });
    expect(() => parseRole(['s', 'e', '--role'])).toThrow(OwnerCommandError);
    expect(passwordFromInput('una contraseña larga\r\notra')).toBe('una contraseña larga');
  });

  it('the real command reads VITRINA_PASSWORD, or a password piped on standard input', () => {
    const run = (args: string[], env: Record<string, string>, input?: string) =>
      runCli(['owner', ...args], { DATABASE_URL: t.url, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: '', ...env }, input);
    const piped = run(['add', 'sitio-a', 'tubo@ejemplo.com', '--role', '4'], {}, `${PASSWORD}\n`);
    expect(piped.stderr).not.toMatch(/error/i);
    expect(piped.stdout).toContain('Cuenta tubo@ejemplo.com creada en sitio-a con el rol 4 (EDITOR).');
    const fromEnv = run(['add', 'sitio-a', 'env@ejemplo.com'], { VITRINA_PASSWORD: PASSWORD });
    expect(fromEnv.status).toBe(0);
    const short = run(['add', 'sitio-a', 'corta@ejemplo.com'], {}, 'corta\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toBe('vitrina: La contraseña debe tener al menos 10 caracteres (variable VITRINA_PASSWORD o entrada estándar).\n');
    const list = run(['list', 'sitio-a'], {});
    expect(list.stdout.split('\n').filter(Boolean)).toHaveLength(4);
  }, 60_000);
});
