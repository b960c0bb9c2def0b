/**
 * One recipient row sent through the paced client, and what its answer means for the row
 * (error classes of the shared doc): sent; retry soon or later (pending with a due time, failed
 * after five attempts); give up (failed); opt-out (failed, and the subscriber is opted out);
 * stop the campaign (the row stays pending and the newsletter is stopped); an unknown outcome
 * (timeout, connection lost after the request) keeps the row in flight to be settled later.
 */
import type { CloudApiClient } from '../../../cloudapi/client';
import { CloudApiError } from '../../../cloudapi/errors';
import { sendPaced, type PacedSendTarget } from '../../../cloudapi/pacedSend';
import type { SendPacer } from '../../../cloudapi/pacer';
import type { Database, Queryable } from '../../../db/database';
import type { SendSnapshot } from '../sendSnapshot';
import type { LinkTokens } from '../statistics/trackedLinks';
import { stopNewsletter } from './newsletterEnd';
import { personalize } from './personalize';
import { callbackKey, type ClaimedRow, type Outcome } from './recipientRows';

export interface SendTarget {
  client: CloudApiClient;
  pacer: SendPacer;
  paced: PacedSendTarget;
  /** False once this process lost the number's lease: nothing more may be sent. */
  holding: () => boolean;
  /** The suffix of a tracked link button for a recipient. */
  linkTokens: LinkTokens;
}

export const maxAttempts = 5;

export async function sendRow(
  target: SendTarget,
  snapshot: SendSnapshot,
  newsletterId: number,
  row: ClaimedRow,
): Promise<Outcome> {
  const outcome = (o: Omit<Outcome, 'subscriberId' | 'attempt'>): Outcome => ({
    subscriberId: row.subscriber_id,
    attempt: row.attempts,
    ...o,
  });
  try {
    const result = await sendPaced(
      target.client,
      target.pacer,
      target.paced,
      {
        to: row.telnr,
        name: snapshot.name,
        language: snapshot.language,
        components: personalize(snapshot, row, (index) =>
          target.linkTokens.tokenFor(newsletterId, Number(row.subscriber_id), index),
        ),
        bizOpaqueCallbackData: callbackKey(newsletterId, row.subscriber_id),
      },
      {
        proceed: target.holding,
        serviceWindowUntil: row.service_window_until,
      },
    );
    if (!result.ok && result.reason === 'cancelled') {
      return outcome({ state: 'pending', errorClass: 'leaseLost' });
    }
    if (!result.ok) {
      return outcome({
        state: 'pending',
        errorClass: 'messagingLimit',
        retryAt: new Date(result.retryAt),
      });
    }
    return outcome({ state: 'sent', wamid: result.wamid });
  } catch (error) {
    if (!(error instanceof CloudApiError)) {
      return outcome({ state: 'failed', errorClass: 'internal' });
    }
    if (error.maybeAccepted) {
      return outcome({ state: 'attempting', errorClass: 'unknownOutcome' });
    }
    const errorCode = error.code;
    switch (error.action) {
      case 'retry':
      case 'retryLater': {
        if (row.attempts >= maxAttempts) {
          return outcome({ state: 'failed', errorCode, errorClass: 'retriesExhausted' });
        }
        const wait = (error.retryAfterMs ?? 1000) * 2 ** (row.attempts - 1);
        return outcome({
          state: 'pending',
          errorCode,
          errorClass: error.action,
          retryAt: new Date(Date.now() + wait),
        });
      }
      case 'optOut':
        return outcome({ state: 'failed', errorCode, errorClass: 'optOut' });
      case 'stopCampaign':
        return outcome({ state: 'pending', errorCode, errorClass: 'stopCampaign' });
      default:
        return outcome({ state: 'failed', errorCode, errorClass: 'giveUp' });
    }
  }
}

/** Opt-outs opt the subscriber out (with a consent event); a stop class stops the newsletter. */
export async function applyOutcomeEffects(
  db: Database,
  newsletterId: number,
  outcomes: Outcome[],
): Promise<void> {
  const optedOut = outcomes.filter((o) => o.errorClass === 'optOut').map((o) => o.subscriberId);
  const stop = outcomes.find((o) => o.errorClass === 'stopCampaign');
  if (optedOut.length === 0 && !stop) return;
  await db.transaction(async (tx) => {
    await optOutSubscribers(tx, optedOut);
    if (stop) {
      await stopNewsletter(tx, newsletterId, `Graph API error ${stop.errorCode}`);
    }
  });
}

/**
 * Meta says the people stopped marketing messages (131050): they are opted out, each with a
 * consent event, unless they already were. Shared with the conversation answers.
 */
export async function optOutSubscribers(tx: Queryable, subscriberIds: string[]): Promise<void> {
  if (subscriberIds.length === 0) return;
  const changed = await tx.query<{ id: string; account_id: number }>(
    `update subscribers set doi_status = 'optedOut', updated_at = now()
     where id = any($1::bigint[]) and doi_status <> 'optedOut'
     returning id::text, account_id`,
    [subscriberIds],
  );
  for (const row of changed) {
    await tx.query(
      `insert into subscriber_consent_events (account_id, subscriber_id, event, status, occurred_at)
       values ($1, $2, 'optedOut', 'optedOut', now())`,
      [row.account_id, row.id],
    );
  }
}
