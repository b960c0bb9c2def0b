import type { Database, Queryable } from '../../db/database';
import type { WebhookChangeHandler } from './changeHandlers';

interface ChangeRow {
  id: string;
  waba_id: string;
  field: string;
  value: unknown;
}

const claim = `select id::text as id, waba_id, field, value from whatsapp_webhook_changes
  where id = any($1::bigint[]) and processed_at is null order by id for update skip locked`;

/**
 * Processes stored changes (a job of the inbox). All of them in one transaction first, the
 * common case; when one fails, each in a transaction of its own, so the others are applied and
 * only the failing one stays unprocessed, with its error, and makes the job fail and retry.
 * Processed changes are skipped, so a retry or a second job for a change never applies it twice;
 * SKIP LOCKED leaves a change another process is applying to that process.
 */
export async function processWebhookChanges(
  db: Database,
  handlers: ReadonlyMap<string, WebhookChangeHandler>,
  changeIds: string[],
): Promise<void> {
  try {
    await db.transaction((tx) => applyChanges(tx, handlers, changeIds));
    return;
  } catch {
    // Find the failing change below.
  }
  const failures: { id: string; error: unknown }[] = [];
  for (const id of changeIds) {
    try {
      await db.transaction((tx) => applyChanges(tx, handlers, [id]));
    } catch (error) {
      failures.push({ id, error });
      await db.query(
        `update whatsapp_webhook_changes set attempts = attempts + 1, last_error = $2 where id = $1`,
        [id, error instanceof Error ? error.message : String(error)],
      );
    }
  }
  if (failures.length > 0) {
    const first = failures[0].error;
    throw new Error(
      `${failures.length} of ${changeIds.length} webhook changes failed (first, change ${failures[0].id}): ${
        first instanceof Error ? first.message : String(first)
      }`,
    );
  }
}

async function applyChanges(
  tx: Queryable,
  handlers: ReadonlyMap<string, WebhookChangeHandler>,
  changeIds: string[],
): Promise<void> {
  const rows = await tx.query<ChangeRow>(claim, [changeIds]);
  for (const row of rows) {
    await handlers.get(row.field)?.(tx, {
      wabaId: row.waba_id,
      field: row.field,
      value: row.value,
    });
  }
  if (rows.length === 0) return;
  await tx.query(
    `update whatsapp_webhook_changes set processed_at = now(), attempts = attempts + 1, last_error = null
     where id = any($1::bigint[])`,
    [rows.map((row) => row.id)],
  );
}
