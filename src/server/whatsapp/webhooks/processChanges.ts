import type { Database, Queryable } from '../../db/database';
import type { WebhookChange, WebhookHandlers } from './changeHandlers';

export const processWebhookChangesJob = 'whatsapp.webhook-changes';

interface ChangeRow {
  id: string;
  waba_id: string;
  field: string;
  value: unknown;
}

export interface ProcessOptions {
  /**
   * Changes per transaction: large enough to be cheap (on PGlite a statement costs milliseconds
   * whatever its size), small enough not to hold PGlite's single connection long.
   */
  batchSize?: number;
  /** Attempts after which a failing change is left alone, with its last error. */
  maxAttempts?: number;
}

/**
 * Claims the changes `where` picks and marks them processed in one statement, answering them
 * oldest first; the caller's transaction applies them, so a failure rolls the mark back too.
 */
async function claim(tx: Queryable, where: string, params: unknown[]): Promise<ChangeRow[]> {
  const rows = await tx.query<ChangeRow>(
    `update whatsapp_webhook_changes
        set processed_at = now(), attempts = attempts + 1, retry_at = null, last_error = null
      where id in (${where})
      returning id::text as id, waba_id, field, value`,
    params,
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Processes every unprocessed change that is due, oldest first, a batch per transaction. When a
 * batch fails, its changes are applied one by one, each in a transaction of its own, so the others
 * take effect and only the failing one stays unprocessed, with its error and a retry time that
 * doubles per attempt (5 s up to 1 h). A processed change is never applied again; SKIP LOCKED
 * leaves changes another process is applying to that process.
 */
export async function processWebhookChanges(
  db: Database,
  handlers: WebhookHandlers,
  options: ProcessOptions = {},
): Promise<{ processed: number; failed: { id: string; error: string }[] }> {
  const batchSize = options.batchSize ?? 200;
  const maxAttempts = options.maxAttempts ?? 15;
  let processed = 0;
  const failed: { id: string; error: string }[] = [];
  for (;;) {
    let claimed: ChangeRow[] = [];
    try {
      await db.transaction(async (tx) => {
        claimed = await claim(
          tx,
          `select id from whatsapp_webhook_changes
            where processed_at is null and attempts < $2 and (retry_at is null or retry_at <= now())
            order by id limit $1 for update skip locked`,
          [batchSize, maxAttempts],
        );
        await applyChanges(tx, handlers, claimed);
      });
      processed += claimed.length;
    } catch {
      for (const { id } of claimed) {
        try {
          await db.transaction(async (tx) => {
            const one = await claim(
              tx,
              `select id from whatsapp_webhook_changes
                where id = $1 and processed_at is null for update skip locked`,
              [id],
            );
            await applyChanges(tx, handlers, one);
          });
          processed++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failed.push({ id, error: message });
          await db.query(
            `update whatsapp_webhook_changes set attempts = attempts + 1, last_error = $2,
               retry_at = now() + least(3600, 5 * power(2, attempts)) * interval '1 second'
             where id = $1`,
            [id, message],
          );
        }
      }
    }
    if (claimed.length < batchSize) return { processed, failed };
  }
}

/** Runs the handlers of the rows' fields (a field's rows in order). */
async function applyChanges(
  tx: Queryable,
  handlers: WebhookHandlers,
  rows: ChangeRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const byField = new Map<string, WebhookChange[]>();
  for (const row of rows) {
    const change = { wabaId: row.waba_id, field: row.field, value: row.value };
    byField.set(row.field, [...(byField.get(row.field) ?? []), change]);
  }
  for (const [field, changes] of byField) {
    const many = handlers.many.get(field);
    const one = handlers.one.get(field);
    if (many) await many(tx, changes);
    else if (one) for (const change of changes) await one(tx, change);
  }
}
