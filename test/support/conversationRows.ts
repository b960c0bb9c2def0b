/**
 * Data setup for the conversation calls' tests while ingestion (issue 25, branch conv-ingest)
 * is built beside them: conversation rows written as the ingestion writes them, and the
 * conversation rights given to the demo permission groups as its rights migration does. Both
 * are idempotent, so they stay right once ingestion and the migration are merged.
 */
import type { Database } from '../../src/server/db/database';

/** Reply and View to groups that change anything of WhatsApp, View to the view-only ones. */
export async function grantConversationRights(db: Database): Promise<void> {
  await db.query(
    `insert into role_rights (role_id, right_name)
     select distinct role_id, granted from role_rights,
       unnest(array['WhatsAppConversations.View', 'WhatsAppConversations.Reply']) granted
     where right_name like 'WhatsApp%' and right_name not like '%.View'
     on conflict do nothing`,
  );
  await db.query(
    `insert into role_rights (role_id, right_name)
     select distinct role_id, 'WhatsAppConversations.View' from role_rights
     where right_name like 'WhatsApp%.View'
     on conflict do nothing`,
  );
}

export interface ConversationRow {
  accountId: number;
  /** Graph id of our number (whatsapp_phone_numbers.phone_number_id). */
  phoneNumberId: string;
  waId: string;
  subscriberId?: number | null;
  profileName?: string;
  /** Hours since the person's last message (0: just now). */
  lastInboundHoursAgo: number;
  /** Hours since Meta refused free text (131047); unset: never. */
  windowClosedHoursAgo?: number;
}

/** The person's conversation with the number, created or brought to the given state. */
export async function conversationRow(db: Database, row: ConversationRow): Promise<number> {
  const [created] = await db.query<{ id: string }>(
    `insert into whatsapp_conversations as c (account_id, phone_number_row_id, wa_id,
       subscriber_id, profile_name, last_message_at, last_inbound_at, window_closed_at,
       last_message_preview, search_text)
     select $1, p.id, $3, $4, $5, now() - $6::float8 * interval '1 hour',
       now() - $6::float8 * interval '1 hour',
       now() - $7::float8 * interval '1 hour',
       'Hallo', lower(coalesce($5, '') || ' ' || $3)
     from whatsapp_phone_numbers p where p.phone_number_id = $2
     on conflict (phone_number_row_id, wa_id) do update set account_id = excluded.account_id,
       subscriber_id = excluded.subscriber_id, last_inbound_at = excluded.last_inbound_at,
       window_closed_at = excluded.window_closed_at
     returning id::text`,
    [
      row.accountId,
      row.phoneNumberId,
      row.waId,
      row.subscriberId ?? null,
      row.profileName ?? null,
      row.lastInboundHoursAgo,
      row.windowClosedHoursAgo ?? null,
    ],
  );
  if (!created) throw new Error(`no number ${row.phoneNumberId}`);
  return Number(created.id);
}
