/**
 * The in-process emulator keeps what people sent in memory; Relay keeps it in the threads. At
 * start in emulated mode, every person's message of the last 24 hours is handed back to the
 * emulator, so a window open before a restart (the demo inbox's too) stays open at "Meta": free
 * text answers go out instead of failing with 131047, and opening the thread marks its newest
 * message read. Runs after the WABAs were restored.
 */
import type { CloudApiEmulator } from '../../../emulator';
import type { Queryable } from '../../db/database';
import { serviceWindowInterval } from '../webhooks/serviceWindows';

interface Row {
  wamid: string;
  phone_number_id: string;
  wa_id: string;
  kind: string;
  text: string;
  at: Date;
}

export async function restoreReceivedMessages(
  db: Queryable,
  emulator: CloudApiEmulator,
): Promise<number> {
  // The conversations whose person wrote within the day, their messages by the thread index.
  const rows = await db.query<Row>(
    `select m.wamid, p.phone_number_id, c.wa_id, m.kind, m.text, m.at
     from whatsapp_conversations c
     join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
     join whatsapp_conversation_messages m on m.conversation_id = c.id
       and m.at > now() - ${serviceWindowInterval}
     where c.last_inbound_at > now() - ${serviceWindowInterval}
       and m.direction = 'in' and m.wamid is not null
     order by m.at, m.id`,
  );
  let restored = 0;
  for (const row of rows) {
    try {
      emulator.restoreReceived({
        id: row.wamid,
        phoneNumberId: row.phone_number_id,
        from: row.wa_id,
        type: row.kind,
        at: row.at.getTime(),
        ...(row.text && { text: row.text }),
      });
      restored += 1;
    } catch {
      // A number the emulator does not know (its WABA's token sealed with another key).
    }
  }
  return restored;
}
