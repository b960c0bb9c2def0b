/**
 * Webhook delivery as Meta does it: a POST of the JSON envelope, signed with the app secret in
 * `X-Hub-Signature-256`, retried when the receiver does not answer 200.
 */
import { createHmac } from 'node:crypto';
import type { WebhookChange, WebhookEnvelope } from '../server/cloudapi/graphTypes';

export function signatureOf(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Meta's envelope. Account-level fields (template, quality, capability updates) carry the
 * trigger time in `entry.time`, as their reference pages show; `messages` has none.
 */
/**
 * The JSON Meta sends: every character outside ASCII as a `\uXXXX` escape (an emoji as its two
 * surrogate escapes), as Meta's webhook bodies arrive
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started#validate-payloads:
 * the signature is over the escaped bytes, so a receiver must verify the raw body).
 */
export function metaJson(body: unknown): string {
  return JSON.stringify(body).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function envelopeOf(
  wabaId: string,
  change: WebhookChange,
  now = Date.now(),
): WebhookEnvelope {
  const time = change.field === 'messages' ? {} : { time: Math.floor(now / 1000) };
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: wabaId, ...time, changes: [change] }],
  };
}

export interface Delivery {
  at: number;
  body: WebhookEnvelope;
  /** HTTP status of the last attempt; 0 when the receiver could not be reached. */
  status: number;
  attempts: number;
}

export interface WebhookSenderOptions {
  appSecret: string;
  url: () => string | undefined;
  /** Attempts after the first for a non-200 answer. */
  retries: number;
  retryDelayMs: number;
  schedule: (ms: number, work: () => void) => void;
  /** The emulator's clock (the log's times). */
  now: () => number;
}

export class WebhookSender {
  /** The latest deliveries, for the control API (newest last). */
  readonly log: Delivery[] = [];

  constructor(private readonly options: WebhookSenderOptions) {}

  send(body: WebhookEnvelope): void {
    const delivery: Delivery = { at: this.options.now(), body, status: 0, attempts: 0 };
    this.log.push(delivery);
    if (this.log.length > 10_000) this.log.shift();
    void this.attempt(delivery, metaJson(body));
  }

  private async attempt(delivery: Delivery, raw: string): Promise<void> {
    const url = this.options.url();
    if (!url) return;
    delivery.attempts++;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'facebookexternalua',
          'x-hub-signature-256': signatureOf(this.options.appSecret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(20_000),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch {
      delivery.status = 0;
    }
    if (delivery.status !== 200 && delivery.attempts <= this.options.retries) {
      const wait = this.options.retryDelayMs * 2 ** (delivery.attempts - 1);
      this.options.schedule(wait, () => void this.attempt(delivery, raw));
    }
  }
}
