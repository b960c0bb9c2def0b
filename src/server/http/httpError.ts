import type { ApiError } from '../../common/identity';

/** An error a route throws to answer with the one error shape `{ errorKey, message, details? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: string,
    message: string,
    readonly details?: ApiError['details'],
  ) {
    super(message);
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
