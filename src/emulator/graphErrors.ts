/**
 * Meta's error bodies: `{error:{message, type, code, error_subcode?, error_data, fbtrace_id}}`
 * with the HTTP status Meta answers them with.
 */
import type { GraphErrorBody } from '../server/cloudapi/graphTypes';

export class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly details: string,
    readonly type = 'OAuthException',
    readonly subcode?: number,
  ) {
    super(message);
  }

  body(fbtraceId: string): GraphErrorBody {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined && { error_subcode: this.subcode }),
        error_data: { messaging_product: 'whatsapp', details: this.details },
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

export function graphError(code: number, details: string, subcode?: number): GraphError {
  const entry = known[code] ?? { status: 400, title: 'Error' };
  const message = code === 100 ? 'Invalid parameter' : `(#${code}) ${entry.title}`;
  return new GraphError(entry.status, code, message, details, 'OAuthException', subcode);
}

export const invalidParameter = (details: string, subcode?: number) =>
  graphError(100, details, subcode);

export const unknownObject = (id: string) =>
  new GraphError(
    400,
    100,
    `Unsupported request - method type: post. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    `Object with ID '${id}' does not exist or is not yours`,
    'GraphMethodException',
    33,
  );
