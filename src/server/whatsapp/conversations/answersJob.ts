/**
 * Sends a queued answer: one job per answer, queued in the transaction that stored it. It goes
 * through the newsletters' paced client on the number's one pace (numberTarget.ts, pacedSend.ts)
 * and only from the process that may send from the number: the send lease of the number
 * (newsletters/sending/lease.ts) is taken for the send, or is this process's own sending
 * engine's (same pacer); while another process holds it, the job comes back shortly.
 *
 * The row's state makes a repeated job a no-op once it is sent or failed. Passing failures
 * (throughput, temporary errors, pair rate) are retried by the job queue; on the last attempt,
 * and for lasting ones, the answer is failed with Meta's code. Meta's 131047 (the window closed
 * before our clock said so) closes the conversation's window: Meta's word wins (a 131047 in the
 * message's status webhook counts too, see windowRule.ts). Meta's 131050 (the person stopped
 * marketing messages) opts the subscriber out, as a newsletter's send does.
 */
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import { sendPaced, sendSessionPaced, type PacedSendResult } from '../../cloudapi/pacedSend';
import type { Database } from '../../db/database';
import { releaseLease, takeLease } from '../newsletters/sending/lease';
import { numberSendTarget } from '../newsletters/sending/numberTarget';
import { optOutSubscribers } from '../newsletters/sending/sendRow';
import { windowClosedCode, windowOpenSql } from './windowRule';
import type { AnswerData } from './answersThread';

export const conversationAnswerJob = 'whatsapp.conversation-answer';

/** Attempts after the first (job queue retries) before a passing failure counts as lasting. */
export const answerRetries = 5;
/** Seconds before a look again while another process sends from the number. */
const busyNumberSeconds = 2;

export interface AnswerSender {
  db: Database;
  cloudApi: CloudApi;
  defaultThroughput: number;
  leaseSeconds: number;
  /** The lease owner of this process's sending engine: its lease is as good as ours. */
  engineOwner: string;
  /** Queues the answer's job again after `seconds`. */
  later(id: number, seconds: number): Promise<void>;
}

interface AnswerRow {
  kind: 'text' | 'template';
  text: string;
  data: AnswerData;
  send_state: string | null;
  conversation_id: string;
  subscriber_id: string | null;
  phone_number_row_id: number;
  wa_id: string;
  window_until: Date | null;
}

export async function sendAnswer(sender: AnswerSender, id: number, attempt: number): Promise<void> {
  const { db } = sender;
  const [row] = await db.query<AnswerRow>(
    `select m.kind, m.text, m.data, m.send_state, c.id::text as conversation_id,
       c.subscriber_id::text, c.phone_number_row_id, c.wa_id,
       case when ${windowOpenSql} then c.last_inbound_at + interval '24 hours' end as window_until
     from whatsapp_conversation_messages m
     join whatsapp_conversations c on c.id = m.conversation_id
     where m.id = $1`,
    [id],
  );
  if (!row || row.send_state !== 'queued') return;
  const answersOwner = `${sender.engineOwner}/answers`;
  const took = await takeLease(db, row.phone_number_row_id, answersOwner, sender.leaseSeconds);
  if (!took && !(await engineHolds(sender, row.phone_number_row_id))) {
    await sender.later(id, busyNumberSeconds);
    return;
  }
  let result: PacedSendResult;
  try {
    const target = await numberSendTarget(
      db,
      sender.cloudApi,
      row.phone_number_row_id,
      sender.defaultThroughput,
    );
    if (!target) {
      await settle(db, id, { state: 'failed', errorCode: null });
      return;
    }
    const { client, pacer } = sender.cloudApi;
    const options = { serviceWindowUntil: row.window_until?.getTime() ?? null };
    const bizOpaqueCallbackData = `conv:${id}`;
    result =
      row.kind === 'template' && row.data.send
        ? await sendPaced(
            client,
            pacer,
            target.paced,
            { to: row.wa_id, ...row.data.send, bizOpaqueCallbackData },
            options,
          )
        : await sendSessionPaced(
            client,
            pacer,
            target.paced,
            { to: row.wa_id, body: row.text, bizOpaqueCallbackData },
            options,
          );
  } catch (error) {
    await failed(sender, id, row, error, attempt > answerRetries);
    return;
  } finally {
    if (took) await releaseLease(db, row.phone_number_row_id, answersOwner);
  }
  if (result.ok) {
    await settle(db, id, { state: 'sent', wamid: result.wamid });
  } else if (result.reason === 'messagingLimit') {
    // The portfolio's daily limit is used up: the answer waits until a recipient leaves it.
    await sender.later(id, Math.max(1, Math.ceil((result.retryAt - Date.now()) / 1000)));
  } else {
    await sender.later(id, busyNumberSeconds);
  }
}

/** Whether this process's sending engine holds the number's lease (it shares our pacer). */
async function engineHolds(sender: AnswerSender, phoneRowId: number): Promise<boolean> {
  const [lease] = await sender.db.query<{ owner: string }>(
    'select owner from whatsapp_send_leases where phone_number_id = $1 and until > now()',
    [phoneRowId],
  );
  return lease?.owner === sender.engineOwner;
}

async function failed(
  sender: AnswerSender,
  id: number,
  row: AnswerRow,
  error: unknown,
  lastAttempt: boolean,
): Promise<void> {
  const passing =
    error instanceof CloudApiError
      ? !error.maybeAccepted && (error.action === 'retry' || error.action === 'retryLater')
      : true;
  // The job queue tries again; the row stays queued.
  if (passing && !lastAttempt) throw error;
  const errorCode = error instanceof CloudApiError && error.code > 0 ? error.code : null;
  await sender.db.transaction(async (tx) => {
    await settle(tx, id, { state: 'failed', errorCode });
    if (errorCode === windowClosedCode) {
      await tx.query('update whatsapp_conversations set window_closed_at = now() where id = $1', [
        row.conversation_id,
      ]);
    }
    // The person stopped marketing messages (131050): opted out, as a newsletter's send does.
    if (error instanceof CloudApiError && error.action === 'optOut' && row.subscriber_id) {
      await optOutSubscribers(tx, [row.subscriber_id]);
    }
  });
}

type Settled = { state: 'sent'; wamid: string } | { state: 'failed'; errorCode: number | null };

async function settle(db: Pick<Database, 'query'>, id: number, outcome: Settled): Promise<void> {
  await db.query(
    `update whatsapp_conversation_messages set send_state = $2, wamid = $3, error_code = $4
     where id = $1 and send_state = 'queued'`,
    [
      id,
      outcome.state,
      outcome.state === 'sent' ? outcome.wamid : null,
      outcome.state === 'failed' ? outcome.errorCode : null,
    ],
  );
}
