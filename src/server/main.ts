/**
 * Reads the settings, opens and migrates the database, seeds demo data on the first start,
 * builds the app and listens; stops gracefully on SIGINT and SIGTERM.
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { demoUsers, seedDemoData } from './db/seed';
import { seedDemoMedia } from './db/seedMedia';
import { mediaStorageFor } from './media';
import { buildApp } from './app';

export async function startServer(config: Config) {
  const db = await openDatabase(config);
  await migrate(db);
  const seeded = config.seedDemoData
    ? await seedDemoData(db, {
        tokenKey: config.whatsapp.tokenKey,
        whatsappDemo: !config.whatsapp.graphUrl,
        newsletters: !config.whatsapp.graphUrl,
      })
    : false;
  // Demo images need the media storage: they come with the first seed only.
  if (seeded) await seedDemoMedia(db, mediaStorageFor(config));
  const app = await buildApp(config, db);
  await app.listen({ port: config.port, host: config.host });
  return { app, db, seeded };
}

/** Starts Relay from the environment's settings and prints where and how to sign in. */
export async function run() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Relay cannot start: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { app, db, seeded } = await startServer(config).catch((error: unknown) => {
    console.error('Relay could not start:', error);
    process.exit(1);
  });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nRelay is running at ${config.publicUrl}  (database: ${database})`);
  if (config.seedDemoData) {
    console.log(seeded ? 'Demo data was created.' : 'Demo data is in place.');
    console.log('Demo sign-ins (demo only, never use these passwords in production):');
    for (const user of demoUsers) console.log(`  ${user.username.padEnd(9)} ${user.password}`);
  }
  if (!config.whatsapp.graphUrl) {
    const control = `${config.publicUrl}/_graph/_emulator`;
    console.log(
      '\nWhatsApp: the bundled demo emulator answers instead of Meta (WHATSAPP_GRAPH_URL is unset);',
    );
    console.log('no message leaves this machine. Its control API (steer it, read what was sent):');
    console.log(`  ${control}  with  Authorization: Bearer ${config.whatsapp.emulator.controlKey}`);
  }
  stopOnSignals(app, db, config.shutdownTimeoutSeconds);
}

/**
 * The graceful stop (SIGTERM from an orchestrator, SIGINT from a terminal): `app.close()` stops
 * accepting connections, answers requests still arriving on open ones with 503, waits for the
 * requests in flight, then stops the sending engine (sends not yet made go back to pending,
 * requests already made are awaited, send leases are released) and the job queue (no new
 * jobs; the running ones finish). Then the database is closed and the process exits 0. When
 * that takes longer than SHUTDOWN_TIMEOUT_SECONDS, the database is closed anyway and the exit
 * code is 1: what was cut off is taken over like a crashed process's work (leases run out,
 * pg-boss retries expired jobs). A second signal exits at once.
 */
function stopOnSignals(app: FastifyInstance, db: Database, timeoutSeconds: number) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: stopping gracefully (at most ${timeoutSeconds} s)`);
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      app.close().then(() => true),
      new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), timeoutSeconds * 1000)),
      ),
    ]).catch((error: unknown) => {
      app.log.error({ err: error }, 'stopping failed');
      return false;
    });
    clearTimeout(timer);
    if (!closed)
      app.log.warn(`not stopped within ${timeoutSeconds} s: closing the database anyway`);
    await db
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'closing the database failed'));
    process.exit(closed ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (require.main === module) void run();
