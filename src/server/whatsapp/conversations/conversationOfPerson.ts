/**
 * Finds or creates the conversation of a person (their WhatsApp id) with one of our numbers
 * (its Graph id), in the account that owns the number. The subscriber of the account with the
 * person's number is linked when known (the lowest id: all of them follow one consent).
 */
import type { Queryable } from '../../db/database';

export interface ConversationOfPerson {
  id: string;
  accountId: number;
  phoneRowId: number;
  state: 'open' | 'closed';
  assignedUserId: number | null;
}

/** The subscriber's name as the inbox shows it (alias `s`). */
export const subscriberName = (alias: string) =>
  `nullif(trim(coalesce(${alias}.firstname, '') || ' ' || coalesce(${alias}.lastname, '')), '')`;

/** Lower-cased subscriber name, profile name and number of the conversation `c`: the search. */
export const searchTextOf = (alias: string) =>
  `lower(concat_ws(' ', (select ${subscriberName('s')} from subscribers s
     where s.id = ${alias}.subscriber_id), ${alias}.profile_name, ${alias}.wa_id))`;

/** The name the inbox shows for conversation `alias`: subscriber, profile name, or number. */
export const conversationName = (alias: string) =>
  `coalesce((select ${subscriberName('s')} from subscribers s where s.id = ${alias}.subscriber_id),
     ${alias}.profile_name, '+' || ${alias}.wa_id)`;

/** Null when the number is not one of ours (a webhook of a number removed since). */
export async function conversationOfPerson(
  tx: Queryable,
  phoneNumberId: string,
  waId: string,
  profileName: string | null,
  at: Date,
): Promise<ConversationOfPerson | null> {
  const [row] = await tx.query<{
    id: string;
    account_id: number;
    phone_number_row_id: number;
    state: 'open' | 'closed';
    assigned_user_id: number | null;
  }>(
    `with phone as (
       select p.id, w.account_id from whatsapp_phone_numbers p
       join whatsapp_accounts w on w.id = p.whatsapp_account_id
       where p.phone_number_id = $1
     ),
     person as (
       select s.id from subscribers s join phone on s.account_id = phone.account_id
       where s.telnr = '+' || $2 order by s.id limit 1
     )
     insert into whatsapp_conversations as c (account_id, phone_number_row_id, wa_id,
       subscriber_id, profile_name, last_message_at)
     select phone.account_id, phone.id, $2, person.id, $3, $4
     from phone left join person on true
     on conflict (phone_number_row_id, wa_id) do update set
       subscriber_id = coalesce(c.subscriber_id, excluded.subscriber_id),
       profile_name = coalesce(excluded.profile_name, c.profile_name)
     returning c.id::text, c.account_id, c.phone_number_row_id, c.state, c.assigned_user_id`,
    [phoneNumberId, waId, profileName, at],
  );
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    phoneRowId: row.phone_number_row_id,
    state: row.state,
    assignedUserId: row.assigned_user_id,
  };
}
