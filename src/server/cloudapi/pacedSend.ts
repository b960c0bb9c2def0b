/**
 * One send that keeps to both limits: waits for the phone number's slot, counts the recipient
 * against the account's messaging limit (unless their customer service window is open), and
 * after a 130429 backs the number off and tries again. Other errors are the caller's to handle by
 * their `action`. Templates (newsletters, template answers) and session messages (answers in a
 * conversation) share the number's one pace.
 */
import type { CloudApiClient, SendSessionInput, SendTemplateInput, SentMessage } from './client';
import { CloudApiError } from './errors';
import type { SendPacer } from './pacer';

export interface PacedSendTarget {
  token: string;
  phoneNumberId: string;
  /** Whose messaging limit the recipient counts against (the WABA's business). */
  accountId: string;
}

export interface PacedSendOptions {
  /** Tries after a 130429 before its error is thrown (default 3). */
  maxThroughputRetries?: number;
  /** Asked once the slot came: false cancels the send before any request (a lost lease). */
  proceed?: () => boolean;
  /** When the recipient's customer service window closes (ms); then it is not counted. */
  serviceWindowUntil?: number | null;
}

export type PacedSendResult =
  | ({ ok: true } & SentMessage)
  | { ok: false; reason: 'messagingLimit'; retryAt: number }
  | { ok: false; reason: 'cancelled' };

export function sendPaced(
  client: CloudApiClient,
  pacer: SendPacer,
  target: PacedSendTarget,
  input: SendTemplateInput,
  options: PacedSendOptions = {},
): Promise<PacedSendResult> {
  return pacedCall(pacer, target, input.to, options, () =>
    client.sendTemplate(target.token, target.phoneNumberId, input),
  );
}

/**
 * A free-form message in the person's customer service window, on the number's same pace. Meta
 * counts no messaging limit for it; a window that closed meanwhile is Meta's 131047.
 */
export function sendSessionPaced(
  client: CloudApiClient,
  pacer: SendPacer,
  target: PacedSendTarget,
  input: SendSessionInput,
  options: PacedSendOptions = {},
): Promise<PacedSendResult> {
  return pacedCall(pacer, target, input.to, options, () =>
    client.sendSessionMessage(target.token, target.phoneNumberId, input),
  );
}

async function pacedCall(
  pacer: SendPacer,
  target: PacedSendTarget,
  to: string,
  options: PacedSendOptions,
  send: () => Promise<SentMessage>,
): Promise<PacedSendResult> {
  const { maxThroughputRetries = 3, proceed = () => true, serviceWindowUntil = null } = options;
  // Held from before the slot until the answer, so that a slow API never has a pile of our
  // sends arrive at once.
  const givePlaceBack = await pacer.holdPlace(target.phoneNumberId);
  try {
    for (let attempt = 0; ; attempt++) {
      const slot = await pacer.acquire(
        target.phoneNumberId,
        target.accountId,
        to,
        serviceWindowUntil,
      );
      if (!slot.ok) return slot;
      if (!proceed()) return { ok: false, reason: 'cancelled' };
      try {
        return { ok: true, ...(await send()) };
      } catch (error) {
        const throttled = error instanceof CloudApiError && error.code === 130429;
        if (!throttled || attempt >= maxThroughputRetries) throw error;
        pacer.backOff(target.phoneNumberId, (error.retryAfterMs ?? 1000) * 2 ** attempt);
      }
    }
  } finally {
    givePlaceBack();
  }
}
