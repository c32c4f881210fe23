import { ConfigError, defaultToProduction, loadConfig } from './server/config.ts';

const USAGE = `Uso: vitrina <comando>

  serve                         sirve los sitios publicados (PORT, HOST, DATABASE_URL…)
  migrate                       aplica las migraciones pendientes
  import <sitio.json>           valida y publica un archivo de sitio
  export <identificador> <dir>  escribe un sitio publicado como archivo de sitio
`;

/** The `vitrina` command line: serve, migrate, import, export. */
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
    default:
      throw new UsageError(`comando desconocido: ${command}`);
  }
}

class UsageError extends Error {}

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
