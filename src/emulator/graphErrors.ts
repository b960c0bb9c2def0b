/**
 * Meta's error bodies: `{error:{message, type, code, error_subcode?, error_data, fbtrace_id}}`
 * with the HTTP status Meta answers them with.
 */
import type { GraphErrorBody } from '../server/cloudapi/graphTypes';

/** What some of Meta's errors carry beyond code and details. */
export interface ErrorExtras {
  subcode?: number;
  /** Meta's own message where it is not `(#code) title`. */
  message?: string;
  type?: string;
  userTitle?: string;
  userMessage?: string;
  /** Graph errors outside WhatsApp's edges (OAuth, debug_token) carry no error_data. */
  noErrorData?: boolean;
  /** Where Meta answers a code with another HTTP status than its usual one. */
  httpStatus?: number;
}

export class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly details: string,
    readonly type = 'OAuthException',
    readonly subcode?: number,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
  }

  body(fbtraceId: string): GraphErrorBody {
    const { userTitle, userMessage, noErrorData } = this.extras;
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined && { error_subcode: this.subcode }),
        ...(userTitle !== undefined && { error_user_title: userTitle }),
        ...(userMessage !== undefined && { error_user_msg: userMessage }),
        ...(!noErrorData && {
          error_data: { messaging_product: 'whatsapp' as const, details: this.details },
        }),
        fbtrace_id: fbtraceId,
      },
    };
  }
}

/** Titles and HTTP statuses of the codes the emulator can answer (also on request). */
const known: Record<number, { status: number; title: string }> = {
  0: { status: 401, title: 'AuthException' },
  1: { status: 500, title: 'API Unknown' },
  2: { status: 503, title: 'API Service' },
  3: { status: 403, title: 'API Method' },
  4: { status: 429, title: 'API Too Many Calls' },
  10: { status: 403, title: 'API Permission Denied' },
  100: { status: 400, title: 'Invalid parameter' },
  190: { status: 401, title: 'Access token has expired' },
  200: { status: 403, title: 'API Permission' },
  368: { status: 403, title: 'Temporarily blocked for policies violations' },
  80007: { status: 429, title: 'Rate limit issues' },
  130429: { status: 429, title: 'Rate limit hit' },
  131000: { status: 500, title: 'Something went wrong' },
  131008: { status: 400, title: 'Required parameter is missing' },
  131009: { status: 400, title: 'Parameter value is not valid' },
  131016: { status: 503, title: 'Service unavailable' },
  131026: { status: 400, title: 'Message undeliverable' },
  131031: { status: 403, title: 'Account has been locked' },
  131042: { status: 400, title: 'Business eligibility payment issue' },
  131047: { status: 400, title: 'Re-engagement message' },
  131048: { status: 400, title: 'Spam rate limit hit' },
  131049: { status: 400, title: 'Meta chose not to deliver' },
  131050: { status: 400, title: 'Unable to deliver the message' },
  131053: { status: 400, title: 'Media upload error' },
  131056: { status: 400, title: '(Business Account, Consumer Account) pair rate limit hit' },
  132000: { status: 400, title: 'Number of parameters does not match the expected number' },
  132001: { status: 404, title: 'Template does not exist' },
  132005: { status: 400, title: 'Translated text too long' },
  132007: { status: 400, title: 'Template format character policy violated' },
  132008: { status: 400, title: 'Template parameter format mismatch' },
  132012: { status: 400, title: 'Template parameter format mismatch' },
  132015: { status: 400, title: 'Template is paused' },
  132016: { status: 400, title: 'Template is disabled' },
  133010: { status: 400, title: 'Phone number not registered' },
};

export function titleOf(code: number): string {
  return known[code]?.title ?? 'Error';
}

export function graphError(
  code: number,
  details: string,
  extras: number | ErrorExtras = {},
): GraphError {
  const more = typeof extras === 'number' ? { subcode: extras } : extras;
  const entry = known[code] ?? { status: 400, title: 'Error' };
  const message =
    more.message ?? (code === 100 ? 'Invalid parameter' : `(#${code}) ${entry.title}`);
  return new GraphError(
    more.httpStatus ?? entry.status,
    code,
    message,
    details,
    more.type ?? 'OAuthException',
    more.subcode,
    more,
  );
}

export const invalidParameter = (details: string, extras?: number | ErrorExtras) =>
  graphError(100, details, extras);

/**
 * Meta's answer for an id that does not exist or is not the caller's, worded by the request's
 * method: "Unsupported get request. Object with ID '…' does not exist, …" (code 100, subcode 33).
 */
export const unknownObject = (id: string, method: 'get' | 'post' | 'delete' = 'get') =>
  new GraphError(
    400,
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    `Object with ID '${id}' does not exist or is not yours`,
    'GraphMethodException',
    33,
    { noErrorData: true },
  );

/**
 * A send without `messaging_product`: Graph's own check of a required parameter, code 100
 * "(#100) The parameter messaging_product is required." (the shared doc's "Graph errors", from
 * https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes).
 */
export const messagingProductRequired = () =>
  invalidParameter('The parameter messaging_product is required.', {
    message: '(#100) The parameter messaging_product is required.',
  });
