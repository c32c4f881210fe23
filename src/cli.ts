import { ConfigError, defaultToProduction, loadConfig, ownerPasswordFromEnv } from './server/config.ts';

const USAGE = `Uso: vitrina <comando>

  serve                         sirve los sitios publicados (PORT, HOST, DATABASE_URL…)
  migrate                       aplica las migraciones pendientes
  import <sitio.json>           valida y publica un archivo de sitio
  export <identificador> <dir>  escribe un sitio publicado como archivo de sitio
  owner add <identificador> <correo> [--role N]
                                crea una cuenta de propietario (rol 1 administrador por
                                omisión); contraseña en VITRINA_PASSWORD o por la entrada estándar
  owner list <identificador>    lista las cuentas de un sitio
`;

/** The `vitrina` command line: serve, migrate, import, export, owner. */
async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return;
  }
  defaultToProduction(); // before the server (and React) is imported below
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      const { startServer } = await import('./server/main.ts');
      await startServer(config);
      return;
    }
    case 'migrate': {
      const { runMigrate } = await import('./cli-data.ts');
      return runMigrate(config);
    }
    case 'import': {
      if (args.length !== 1) throw new UsageError('import necesita la ruta de un archivo de sitio');
      const { runImport } = await import('./cli-data.ts');
      return runImport(config, args[0]);
    }
    case 'export': {
      if (args.length !== 2) throw new UsageError('export necesita un identificador de sitio y una carpeta');
      const { runExport } = await import('./cli-data.ts');
      return runExport(config, args[0], args[1]);
    }
    case 'owner': {
      const { OwnerCommandError, parseRole, passwordFromInput, runOwnerAdd, runOwnerList } = await import('./cli-owner.ts');
      const [sub, ...rest] = args;
      try {
        if (sub === 'list' && rest.length === 1) return await runOwnerList(config, rest[0]);
        if (sub === 'add') {
          const { rest: positional, role } = parseRole(rest);
          if (positional.length !== 2) throw new UsageError('owner add necesita un identificador de sitio y un correo');
          const password = ownerPasswordFromEnv() ?? passwordFromInput(await readStdin('Contraseña (al menos 10 caracteres): '));
          return await runOwnerAdd(config, positional[0], positional[1], { password, role });
        }
      } catch (err) {
        // Operator mistakes (unknown site, short password…) are one line, like UsageError's.
        if (err instanceof OwnerCommandError) throw new Error(err.message);
        throw err;
      }
      throw new UsageError('owner necesita add <identificador> <correo> [--role N] o list <identificador>');
    }
    default:
      throw new UsageError(`comando desconocido: ${command}`);
  }
}

class UsageError extends Error {}

/**
 * Standard input as text: everything piped in, or one line typed at a terminal after `prompt`
 * (not echoed, since it is a password).
 */
async function readStdin(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += chunk;
    return text;
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let line = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\u0003') return done(new Error('cancelado'));
        if (key === '\r' || key === '\n' || key === '\u0004') return done();
        if (key === '\u007f') line = line.slice(0, -1);
        else line += key;
      }
    };
    const done = (err?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(line);
    };
    input.on('data', onData);
    input.resume();
  });
}

/** Bugs (not bad input or an unreachable service): these deserve a stack trace. */
function isProgrammingError(err: Error): boolean {
  return err instanceof TypeError || err instanceof ReferenceError || err instanceof SyntaxError && !/JSON/.test(err.message);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  // Operators get a clear message; only unexpected errors show a stack.
  if (err instanceof UsageError) process.stderr.write(`${err.message}\n\n${USAGE}`);
  else if (err instanceof ConfigError || (err instanceof Error && !isProgrammingError(err))) {
    process.stderr.write(`vitrina: ${err.message}\n`);
  } else process.stderr.write(`vitrina: error inesperado\n${(err as Error)?.stack ?? err}\n`);
  process.exitCode = 1;
});
