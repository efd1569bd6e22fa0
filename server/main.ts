/**
 * Starts the shop: configuration, database (migrated and seeded), HTTP server. Any failure before
 * listening stops the process with a message and exit code 1 — never a half-started server.
 * SIGINT/SIGTERM close the server, then the database (PGlite writes its last pages to disk).
 */
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

function describeDatabase(config: Config): string {
  return config.database.kind === 'pglite'
    ? `embedded PGlite in ${config.database.dataDir ?? 'memory'}`
    : `PostgreSQL at ${new URL(config.database.url).host}`;
}

function printBanner(config: Config, port: number, sinceStartMs: number): void {
  const local = `http://localhost:${port}`;
  const lines = [
    `Baobab is listening on ${local} (ready ${Math.round(sinceStartMs)} ms after start, ${describeDatabase(config)})`,
    ...(config.publicUrl !== local ? [`Shoppers reach it at ${config.publicUrl}`] : []),
    `API: ${local}/api   OpenAPI: ${local}/api/docs   PayDunya: ${config.paydunya.mode}`,
  ];
  if (config.firebase.authEmulatorHost) {
    lines.push(
      `Firebase Auth emulator at http://${config.firebase.authEmulatorHost}; SMS codes sent to test phones:`,
      `  curl http://${config.firebase.authEmulatorHost}/emulator/v1/projects/${config.firebase.projectId}/verificationCodes`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Ctrl-C often arrives twice (from the terminal and relayed by npx/tsx): stop only once, and
 * never skip closing the database, or PGlite's last writes would be lost. A signal during start-up
 * is kept until the current step is done, so a migration is never cut in half.
 */
let stopRequested = false;
let stop: (() => void) | undefined;
const onSignal = () => (stop ? stop() : (stopRequested = true));
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
// Started by `npm start` with a channel to it: if that process dies without stopping us (SIGKILL),
// the channel closes and the server stops too rather than living on, orphaned, holding its port.
if (process.send) process.on('disconnect', onSignal);

function stopper(database: Database, app?: App): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    app?.log.info('stopping');
    const forced = setTimeout(() => fail('Shutdown took longer than 10 s; exiting anyway.'), 10_000);
    forced.unref();
    void (app ? app.close() : Promise.resolve())
      .catch((error: unknown) => app?.log.error({ err: error }, 'closing the server failed'))
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => fail(`Closing the database failed: ${String(error)}`),
      );
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    return fail(`Cannot open the database (${describeDatabase(config)}): ${error instanceof Error ? error.message : String(error)}`);
  }

  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDatabase(database.db);
    });
    if (stopRequested) return stopper(database)();
    const app = await buildApp(config, { db: database.db });
    await app.listen({ host: config.host, port: config.port });
    stop = stopper(database, app);
    if (stopRequested) return stop();
    const address = app.server.address();
    // Since the process started, module loading included.
    printBanner(config, typeof address === 'object' && address ? address.port : config.port, process.uptime() * 1000);
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
