import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const migrationsDir = path.join(__dirname, 'migrations');

/** Numbered SQL files (`001_identity.sql`, …) applied once each, in order, at start. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  // Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = readdirSync(migrationsDir)
      .filter((file) => /^\d{3}_.+\.sql$/.test(file) && !done.has(file))
      .sort();
    for (const file of pending) {
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}

/**
 * The migrations of this build not yet applied to `db` (readiness: a process whose schema is
 * behind its code must not take requests). A database ahead of this build (a newer process
 * migrated it) counts as done.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const files = migrationFiles();
  const rows = await db.query<{ name: string }>(
    'select name from schema_migrations where name = any($1::text[])',
    [files],
  );
  const done = new Set(rows.map((row) => row.name));
  return files.filter((file) => !done.has(file));
}

let knownFiles: string[] | undefined;
/** The migration files beside this module, read once (they do not change while it runs). */
function migrationFiles(): string[] {
  knownFiles ??= readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort();
  return knownFiles;
}

/**
 * Splits a migration at semicolons that end a line; migrations keep one statement per block.
 * A function body between `$$` lines is one statement with its own semicolons.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, '').trim());
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter(Boolean);
}
