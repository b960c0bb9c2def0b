import { HTTPError, TimeoutError } from 'ky';
import type { ApiError } from '../../common/identity';

/**
 * A failed call as the SPA sees it: the HTTP status (0 when no answer came) and the server's
 * `{errorKey, message, details}` (ARCHITECTURE.md). Sagas turn it into typed error keys in state;
 * the error object itself never enters the store.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errorKey: string;
  readonly details: ApiError['details'];

  constructor(status: number, body: Partial<ApiError> & { error?: string }) {
    super(body.message ?? body.error ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errorKey = body.errorKey ?? body.error ?? (status === 0 ? 'network' : 'unknownError');
    this.details = body.details;
  }
}

/** True for a request aborted because the saga that made it was cancelled. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The HTTP status of any error a call may throw (also plain `{status}` objects), else undefined. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof HTTPError) return error.response.status;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** The server's error key of any error a call may throw, else `unknownError`. */
export function errorKeyOf(error: unknown): string {
  if (error && typeof error === 'object' && 'errorKey' in error) {
    const { errorKey } = error as { errorKey: unknown };
    if (typeof errorKey === 'string') return errorKey;
  }
  return 'unknownError';
}

/** Turns whatever ky threw into an ApiRequestError (abort errors pass through unchanged). */
export async function toApiRequestError(error: unknown): Promise<unknown> {
  if (isAbortError(error) || error instanceof ApiRequestError) return error;
  if (error instanceof HTTPError) {
    let body: Partial<ApiError> & { error?: string } = {};
    try {
      const parsed: unknown = await error.response.json();
      if (parsed && typeof parsed === 'object') body = parsed as typeof body;
    } catch {
      // Not JSON (a proxy's HTML page, an empty 401): the status says enough.
    }
    return new ApiRequestError(error.response.status, body);
  }
  if (error instanceof TimeoutError) return new ApiRequestError(0, { errorKey: 'timeout' });
  if (error instanceof TypeError) return new ApiRequestError(0, { errorKey: 'network' });
  return error;
}
