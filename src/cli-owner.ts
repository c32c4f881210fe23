import { migrateToLatest, openDatabase } from './server/db/index.ts';
import { AddOwnerError, OwnerService, MIN_PASSWORD_LENGTH } from './server/owner/index.ts';
import { findWebsiteByIdentifier } from './server/sites/index.ts';
import { SiteUserRoleEnum } from './shared/enums.ts';
import { formatDate } from './shared/messages/intl.ts';
import { t } from './shared/messages/index.ts';
import type { DataConfig } from './cli-data.ts';

type Print = (line: string) => void;
const stdout: Print = (line) => process.stdout.write(`${line}\n`);

/** An owner command's input that cannot be used: the message is for the operator. */
export class OwnerCommandError extends Error {}

/**
 * `vitrina owner add <site> <email> [--role N]`: creates an account on the site (migrating
 * first). `password` comes from VITRINA_PASSWORD or standard input (cli.ts reads it).
 * @example await runOwnerAdd(config, 'demo', 'ana@ejemplo.com', { password: 'una contraseña larga', role: 1 })
 */
export async function runOwnerAdd(config: DataConfig, identifier: string, email: string, opts: { password: string; role: number }, print: Print = stdout): Promise<void> {
  await withSite(config, identifier, async (service, websiteId) => {
    try {
      const owner = await service.addOwner(websiteId, { email, password: opts.password, role: opts.role });
      print(t('owner.cliAdded', { email: owner.email, site: identifier, role: `${owner.role} (${SiteUserRoleEnum.name(owner.role)})` }));
    } catch (err) {
      if (err instanceof AddOwnerError) throw new OwnerCommandError(problemMessage(err, { email, site: identifier, role: opts.role }));
      throw err;
    }
  });
}

/** `vitrina owner list <site>`: one account per line (email, role, creation date). */
export async function runOwnerList(config: DataConfig, identifier: string, print: Print = stdout): Promise<void> {
  await withSite(config, identifier, async (service, websiteId) => {
    const owners = await service.listOwners(websiteId);
    if (owners.length === 0) print(t('owner.cliNone', { site: identifier }));
    for (const o of owners) print(`${o.email}\t${o.role} (${SiteUserRoleEnum.is(o.role) ? SiteUserRoleEnum.name(o.role) : '?'})\t${formatDate(o.createdAt, 'medium')}`);
  });
}

/** Reads `--role N` out of the arguments (default admin, 1). */
export function parseRole(args: string[]): { rest: string[]; role: number } {
  const i = args.indexOf('--role');
  if (i < 0) return { rest: args, role: 1 };
  const value = args[i + 1] ?? '';
  if (!/^\d{1,3}$/.test(value)) throw new OwnerCommandError(t('owner.cliRoleInvalid', { role: value || '?' }));
  return { rest: [...args.slice(0, i), ...args.slice(i + 2)], role: Number(value) };
}

/** The first line of a password read from standard input (piped or typed), without its line end. */
export function passwordFromInput(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

function problemMessage(err: AddOwnerError, v: { email: string; site: string; role: number }): string {
  switch (err.problem) {
    case 'emailInvalid':
      return t('owner.cliEmailInvalid', { email: v.email });
    case 'passwordShort':
      return t('owner.cliPasswordShort', { min: MIN_PASSWORD_LENGTH });
    case 'roleInvalid':
      return t('owner.cliRoleInvalid', { role: v.role });
    case 'duplicate':
      return t('owner.cliDuplicate', { email: v.email.trim().toLowerCase(), site: v.site });
  }
}

async function withSite(config: DataConfig, identifier: string, work: (service: OwnerService, websiteId: string) => Promise<void>): Promise<void> {
  const db = await openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const website = await findWebsiteByIdentifier(db, identifier);
    if (!website) throw new OwnerCommandError(t('owner.cliUnknownSite', { site: identifier }));
    await work(new OwnerService(db), website.id);
  } finally {
    await db.destroy();
  }
}
