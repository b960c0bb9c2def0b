/**
 * The live double opt-in flow, driven by the people's messages the webhooks bring (see
 * transitions.ts for the rules). Runs inside the webhook processing transaction, once per stored
 * message; the answer is written as a row and sent by a job, never from here.
 */
import {
  DoiMethod,
  doiButtonIds,
  resolvePlaceholders,
  type ConsentEvent,
} from '../../../common/doubleOptIn';
import { defaultCultureId, type DoiStatus } from '../../../common/subscribers';
import type { Queryable } from '../../db/database';
import type { StoredInbound } from '../webhooks/inboundMessages';
import { activeDoiProcessOfNumber, type ActiveDoiProcess } from './activeProcess';
import { expired, intentOf, nextStep, type AnswerKind } from './transitions';

/** Queues the job that sends the answer row `outboundId` (in the same transaction). */
export type QueueAnswer = (tx: Queryable, outboundId: number) => Promise<void>;

interface PersonRow {
  id: number;
  doi_status: DoiStatus;
  doi_requested_at: Date | string | null;
}

export async function applyDoiMessage(
  tx: Queryable,
  message: StoredInbound,
  queueAnswer: QueueAnswer,
): Promise<void> {
  const process = await activeDoiProcessOfNumber(tx, message.phoneNumberId);
  if (!process) return;
  const intent = intentOf(process, message);
  if (intent === 'ignore') return;
  const telnr = `+${message.from.replace(/\D/g, '')}`;
  // Every subscriber of the account with this number is the same person: all follow one consent.
  let people = await tx.query<PersonRow>(
    `select id, doi_status, doi_requested_at from subscribers
     where account_id = $1 and telnr = $2 order by id for update`,
    [process.accountId, telnr],
  );
  const stepOf = (person: PersonRow | undefined) =>
    nextStep(
      person?.doi_status ?? null,
      intent,
      expired(
        person?.doi_requested_at ? new Date(person.doi_requested_at) : null,
        process.daysToWait,
        message.at,
      ),
    );
  const first = stepOf(people[0]);
  let outboundId: number | null = null;
  if (first.answer && !(first.answer === 'reply' && (await repliedToday(tx, process, message)))) {
    outboundId = await writeAnswer(tx, process, message, first.answer);
    // Answered before: this message was handled already.
    if (outboundId === null) return;
    await queueAnswer(tx, outboundId);
  }
  if (first.events.length === 0) return;
  if (people.length === 0) people = [await createPerson(tx, process.accountId, telnr, message)];
  for (const person of people) {
    const step = stepOf(person);
    if (step.events.length === 0) continue;
    const requested = step.events.some((e) => e.event === 'requested');
    await tx.query(
      `update subscribers set doi_status = $2, updated_at = now(),
         doi_requested_at = case when $3 then $4::timestamptz else doi_requested_at end
       where id = $1`,
      [person.id, step.status, requested, message.at],
    );
    for (const { event, status } of step.events) {
      await recordStep(tx, process, person.id, event, status, message, outboundId);
    }
  }
}

/**
 * Whether the reply message went to this person within the last day: a conversation in the inbox
 * (issue 25) brings many messages, and each would otherwise get the same automatic answer.
 */
async function repliedToday(
  tx: Queryable,
  process: ActiveDoiProcess,
  message: StoredInbound,
): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from doi_outbound_messages
     where account_id = $1 and to_wa_id = $2 and kind = 'reply'
       and created_at > $3::timestamptz - interval '1 day'
     limit 1`,
    [process.accountId, message.from, message.at],
  );
  return rows.length > 0;
}

/** A person not known yet: created with their number and WhatsApp name, status unknown. */
async function createPerson(
  tx: Queryable,
  accountId: number,
  telnr: string,
  message: StoredInbound,
): Promise<PersonRow> {
  const [row] = await tx.query<PersonRow>(
    `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
     values ($1, $2, $3, $4, 'unknown') returning id, doi_status, doi_requested_at`,
    [accountId, message.profileName?.trim().slice(0, 100) || null, telnr, defaultCultureId],
  );
  return row;
}

async function recordStep(
  tx: Queryable,
  process: ActiveDoiProcess,
  subscriberId: number,
  event: ConsentEvent,
  status: DoiStatus,
  message: StoredInbound,
  outboundId: number | null,
) {
  await tx.query(
    `insert into subscriber_consent_events (account_id, subscriber_id, event, status, occurred_at,
       process_version_id, inbound_wamid, outbound_message_id, inbound_kind, inbound_text)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      process.accountId,
      subscriberId,
      event,
      status,
      message.at,
      process.versionId,
      message.wamid,
      outboundId,
      // What the person wrote or tapped, in words for the consent history (issue 23).
      message.kind,
      message.text,
    ],
  );
}

/** The text and buttons of an answer under the active version. */
export function answerOf(
  process: ActiveDoiProcess,
  kind: AnswerKind,
): { body: string; buttons: { id: string; title: string }[] } {
  const text = {
    doi: process.doiMessageBody,
    confirmation: process.confirmationMessage,
    optOut: process.optOutMessage,
    reply: process.replyMessage,
  }[kind];
  const body = resolvePlaceholders(text, process);
  if (process.doiMethod !== DoiMethod.button) return { body, buttons: [] };
  const optOut = { id: doiButtonIds.optOut, title: process.optOutKeyword };
  if (kind === 'doi') {
    return { body, buttons: [{ id: doiButtonIds.confirm, title: process.doiKeyword }, optOut] };
  }
  return { body, buttons: kind === 'confirmation' ? [optOut] : [] };
}

/** The answer row, once per inbound message; null when the message was answered before. */
async function writeAnswer(
  tx: Queryable,
  process: ActiveDoiProcess,
  message: StoredInbound,
  kind: AnswerKind,
): Promise<number | null> {
  const { body, buttons } = answerOf(process, kind);
  const [row] = await tx.query<{ id: string }>(
    `insert into doi_outbound_messages (account_id, process_version_id, inbound_wamid, to_wa_id,
       kind, body, buttons)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (inbound_wamid) do nothing returning id`,
    [
      process.accountId,
      process.versionId,
      message.wamid,
      message.from,
      kind,
      body,
      JSON.stringify(buttons),
    ],
  );
  return row ? Number(row.id) : null;
}
