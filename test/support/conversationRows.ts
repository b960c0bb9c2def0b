/**
 * Conversations for the conversation calls' tests: a person writes through the bundled
 * emulator's control API and the server's own ingestion makes the conversation. Only what the
 * real path cannot give is set in the rows: our clock's past (a window that closed hours ago) and
 * a conversation of an account that has no number.
 */
import type { Database } from '../../src/server/db/database';
import { call as emulatorCall } from './emulator';
import type { TestServer } from './testServer';
import { waitFor } from './waitFor';

/**
 * The person writes `text` to our number (Graph id) as `name`; answers their conversation's id
 * once the webhook and the jobs it brought are processed.
 */
export async function personStartsConversation(
  server: TestServer,
  phoneNumberId: string,
  person: string,
  { text = 'Hallo', name = 'Anna Beispiel' }: { text?: string; name?: string } = {},
): Promise<number> {
  const messages = () =>
    server.db.query<{ id: string; count: number }>(
      `select c.id::text, (select count(*)::int from whatsapp_conversation_messages m
                           where m.conversation_id = c.id and m.direction = 'in') as count
       from whatsapp_conversations c join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
       where p.phone_number_id = $1 and c.wa_id = $2`,
      [phoneNumberId, person],
    );
  const before = (await messages())[0]?.count ?? 0;
  const response = await emulatorCall(
    `${server.baseUrl}/_graph/_emulator/recipients/${person}/messages`,
    {
      token: server.config.whatsapp.emulator.controlKey,
      body: { phoneNumberId, type: 'text', text, name },
    },
  );
  if (response.status !== 201) throw new Error(`person could not write: ${response.status}`);
  const id = await waitFor(async () => {
    const [row] = await messages();
    return row && row.count > before ? Number(row.id) : undefined;
  }, `the conversation of ${person}`);
  await server.app.jobs.drain(20_000);
  return id;
}

/**
 * Our clock, hours on: the person last wrote `lastInboundHoursAgo` hours ago, and Meta refused
 * free text `windowClosedHoursAgo` hours ago (unset: never).
 */
export async function conversationAged(
  db: Database,
  id: number,
  ages: { lastInboundHoursAgo: number; windowClosedHoursAgo?: number },
): Promise<void> {
  await db.query(
    `update whatsapp_conversations set
       last_inbound_at = now() - $2::float8 * interval '1 hour',
       window_closed_at = now() - $3::float8 * interval '1 hour'
     where id = $1`,
    [id, ages.lastInboundHoursAgo, ages.windowClosedHoursAgo ?? null],
  );
}

/**
 * A conversation of `accountId` as ingestion writes one, on a number of another account: for an
 * account that has no number of its own (the demo's second), to call across accounts.
 */
export async function foreignConversation(
  db: Database,
  accountId: number,
  phoneNumberId: string,
  waId: string,
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into whatsapp_conversations (account_id, phone_number_row_id, wa_id, last_message_at,
       last_inbound_at, last_message_preview, search_text)
     select $1, p.id, $3, now(), now(), 'Hallo', $3
     from whatsapp_phone_numbers p where p.phone_number_id = $2
     returning id::text`,
    [accountId, phoneNumberId, waId],
  );
  return Number(row.id);
}
