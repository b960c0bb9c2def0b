import type { SagaIterator } from 'redux-saga';
import { call, fork, join, put, select, take } from 'typed-redux-saga';
import { consentTypes, whatsAppConsentMissing } from '../../common/shell';
import { errorKeyOf, statusOf } from '../api/errors';
import { consentRequired } from '../features/consent/events';
import {
  tokenRefreshed,
  tokenRefreshFailed,
  tokenRefreshRequested,
  type RefreshFailure,
} from '../features/session/slice';
import {
  selectRefreshing,
  selectRefreshOutcomes,
  selectTokenGeneration,
} from '../features/session/selectors';

/** A call waited for a refresh that failed; `reason` says whether sign-in is under way. */
export class TokenRefreshError extends Error {
  readonly reason: RefreshFailure;

  constructor(reason: RefreshFailure) {
    super(`Token refresh failed (${reason})`);
    this.name = 'TokenRefreshError';
    this.reason = reason;
  }
}

function* takeRefreshOutcome() {
  return yield* take([tokenRefreshed, tokenRefreshFailed]);
}

/**
 * Refreshes the token, or joins the refresh already running, and waits for its outcome
 * (single-flight). The wait is forked *before* the request is put, so even a refresh that
 * completes synchronously (as providers do in tests) cannot slip past it. No request is put
 * while a refresh runs; requests put in the same tick (puts are queued, so none of them saw the
 * others) still lead to one refresh: takeLeading ignores those arriving while it runs, and
 * those arriving after it finished are stale (they carry the number of finished attempts their
 * sender had seen) and ignored. Throws TokenRefreshError when the refresh failed.
 */
export function* refreshAccessToken(): SagaIterator<void> {
  const seenOutcomes = yield* select(selectRefreshOutcomes);
  const outcome = yield* fork(takeRefreshOutcome);
  const running = yield* select(selectRefreshing);
  if (!running) yield* put(tokenRefreshRequested({ seenOutcomes }));
  const result = yield* join(outcome);
  if (tokenRefreshFailed.match(result)) throw new TokenRefreshError(result.payload.reason);
}

/**
 * Calls an API function from a saga (spec section 7): a 401 answer triggers ONE token refresh and
 * ONE retry. When several calls fail with 401 at once there is exactly one refresh: a call whose
 * token was already replaced while it ran retries at once; the others join the running refresh.
 * A failed refresh rejects the waiting calls (and, for 401/invalid_grant, the auth sagas send the
 * user to sign-in). A second 401 after the retry is thrown to the caller.
 *
 * A call refused for the missing WhatsApp consent (403 `whatsAppConsentMissing`) also puts
 * `consentRequired`, which turns the WhatsApp screen into the consent screen; the error still
 * reaches the caller, whose own error handling stays as it is.
 */
export function* callApi<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): SagaIterator<R> {
  try {
    return yield* call(callWithOneRefresh<Args, R>, fn, ...args);
  } catch (error) {
    if (statusOf(error) === 403 && errorKeyOf(error) === whatsAppConsentMissing) {
      yield* put(consentRequired(consentTypes.whatsApp));
    }
    throw error;
  }
}

function* callWithOneRefresh<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): SagaIterator<R> {
  const generation = yield* select(selectTokenGeneration);
  try {
    return yield* call(fn, ...args);
  } catch (error) {
    if (statusOf(error) !== 401) throw error;
  }
  const current = yield* select(selectTokenGeneration);
  if (current === generation) yield* call(refreshAccessToken);
  return yield* call(fn, ...args);
}
