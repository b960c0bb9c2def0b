/**
 * Reads the settings, opens and migrates the database, seeds demo data on the first start,
 * builds the app and listens; shuts down cleanly on SIGINT and SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './config';
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
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

if (require.main === module) void run();
