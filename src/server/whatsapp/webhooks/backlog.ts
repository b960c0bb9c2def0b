import type { Queryable } from '../../db/database';
import type { WebhookBacklog } from '../../metrics/metrics';

/**
 * Webhook changes received and not yet processed, and how long the oldest has waited: the
 * backlog and lag a dashboard watches. Both come from the partial index of unprocessed changes
 * (migration 003), so the figure costs as much as the backlog is long, not the whole table.
 * Changes given up after their last attempt stay unprocessed and count too: they need a person.
 */
export async function webhookBacklog(db: Queryable): Promise<WebhookBacklog> {
  const [row] = await db.query<{ changes: number; oldest_seconds: number | null }>(
    `select count(*)::int as changes,
       extract(epoch from now() - min(received_at))::float8 as oldest_seconds
     from whatsapp_webhook_changes where processed_at is null`,
  );
  return { changes: row.changes, oldestSeconds: Math.max(0, row.oldest_seconds ?? 0) };
}
