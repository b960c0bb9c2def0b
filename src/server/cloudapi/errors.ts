/**
 * Graph API errors, classified by `code` (never by message text) as the shared doc's table says.
 * Every failed call of the client throws a CloudApiError whose `action` tells the caller what to
 * do: retry soon, retry later, give up on this message, treat the recipient as opted out, or stop
 * the whole campaign.
 */
import type { GraphErrorBody } from './graphTypes';

export type ErrorAction = 'retry' | 'retryLater' | 'giveUp' | 'optOut' | 'stopCampaign';

export interface ErrorClass {
  action: ErrorAction;
  /** What the code means, for logs and support. */
  reason: string;
  /** A sensible first wait before trying again (retry and retryLater only). */
  retryAfterMs?: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const table: [codes: number[], errorClass: ErrorClass][] = [
  [[130429], { action: 'retry', reason: 'throughput exceeded', retryAfterMs: SECOND }],
  [[131056], { action: 'retryLater', reason: 'pair rate limit', retryAfterMs: 6 * SECOND }],
  [[131048], { action: 'retryLater', reason: 'spam rate limit', retryAfterMs: 10 * MINUTE }],
  [[4, 80007], { action: 'retryLater', reason: 'call rate limit', retryAfterMs: MINUTE }],
  [[1, 2, 131000, 131016], { action: 'retry', reason: 'temporary error', retryAfterMs: SECOND }],
  [[0, 3, 10, 190], { action: 'stopCampaign', reason: 'authentication or permission' }],
  [[100, 131008, 131009], { action: 'giveUp', reason: 'bad parameter' }],
  [[131026], { action: 'giveUp', reason: 'recipient cannot receive' }],
  [[131047], { action: 'giveUp', reason: 'outside the 24 h window' }],
  [[131049], { action: 'retryLater', reason: 'per-user marketing limit', retryAfterMs: 24 * HOUR }],
  [[131050], { action: 'optOut', reason: 'recipient stopped marketing messages' }],
  [[131042], { action: 'stopCampaign', reason: 'payment problem' }],
  [[131031, 368], { action: 'stopCampaign', reason: 'account locked or blocked' }],
  [[132000], { action: 'giveUp', reason: 'parameter count mismatch' }],
  [[132001], { action: 'giveUp', reason: 'template missing or not approved' }],
  [[132005], { action: 'giveUp', reason: 'text too long' }],
  [[132007, 132008, 132012], { action: 'giveUp', reason: 'template policy or parameter format' }],
  [[132015], { action: 'retryLater', reason: 'template paused', retryAfterMs: HOUR }],
  [[132016], { action: 'giveUp', reason: 'template disabled' }],
];

const byCode = new Map(table.flatMap(([codes, errorClass]) => codes.map((c) => [c, errorClass])));

/** What to do about an error `code`; unknown codes: retry on a 5xx answer, else give up. */
export function classifyError(code: number, httpStatus?: number): ErrorClass {
  const known = byCode.get(code);
  if (known) return known;
  if (code >= 200 && code <= 299) {
    return { action: 'stopCampaign', reason: 'permission' };
  }
  if (httpStatus !== undefined && httpStatus >= 500) {
    return { action: 'retry', reason: 'server error', retryAfterMs: 5 * SECOND };
  }
  return { action: 'giveUp', reason: 'unknown error' };
}

export type CloudApiErrorKind = 'graph' | 'timeout' | 'network' | 'invalidResponse';

export class CloudApiError extends Error {
  readonly action: ErrorAction;
  readonly reason: string;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: CloudApiErrorKind,
    message: string,
    /** The Graph error code; -1 when no Graph error body came back (timeout, network). */
    readonly code: number,
    readonly httpStatus: number | undefined,
    readonly graphError?: GraphErrorBody['error'],
    /**
     * The request may have reached Meta (timeout, connection lost after sending): a send may have
     * been accepted. The sending engine settles it by the status webhook
     * (biz_opaque_callback_data) before sending again.
     */
    readonly maybeAccepted = false,
  ) {
    super(message);
    this.name = 'CloudApiError';
    const errorClass =
      kind === 'graph'
        ? classifyError(code, httpStatus)
        : kind === 'invalidResponse'
          ? { action: 'retry' as const, reason: 'invalid response', retryAfterMs: 5 * SECOND }
          : { action: 'retry' as const, reason: kind, retryAfterMs: SECOND };
    this.action = errorClass.action;
    this.reason = errorClass.reason;
    this.retryAfterMs = errorClass.retryAfterMs;
  }

  get subcode(): number | undefined {
    return this.graphError?.error_subcode;
  }

  get details(): string | undefined {
    return this.graphError?.error_data?.details;
  }

  static fromBody(httpStatus: number, body: GraphErrorBody): CloudApiError {
    return new CloudApiError(
      'graph',
      `Graph API error ${body.error.code}: ${body.error.message}`,
      body.error.code,
      httpStatus,
      body.error,
    );
  }
}

export function isGraphErrorBody(body: unknown): body is GraphErrorBody {
  const error = (body as GraphErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'number';
}
