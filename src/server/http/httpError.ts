import type { ApiError } from '../../common/identity';

/**
 * An error a route throws to answer with the one error shape `{ errorKey, message, details? }`.
 * A 4xx is an answer, not a fault: nobody reads its stack, and capturing one was the most costly
 * part of refusing a request (13 % of the server's thread under forged webhooks), so it has none.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: string,
    message: string,
    readonly details?: ApiError['details'],
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }

  toJSON(): ApiError {
    return {
      errorKey: this.errorKey,
      message: this.message,
      ...(this.details && { details: this.details }),
    };
  }
}

export const unauthorized = (message = 'Sign in first.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Access is not allowed.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'notFound', message);
