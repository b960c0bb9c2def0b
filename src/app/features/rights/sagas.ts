import type { SagaIterator } from 'redux-saga';
import { call, fork, join, put, select, take, takeLatest, takeLeading } from 'typed-redux-saga';
import { fetchCurrentRights } from '../../api/identity';
import { callApi, TokenRefreshError } from '../../auth/callApi';
import { requiresSignIn } from '../../auth/signInRequired';
import { accountSwitched } from '../../store/accountEvents';
import { signedIn, signInRequired } from '../session/slice';
import { selectSession } from '../session/selectors';
import { readRightsCache, writeRightsCache } from './cache';
import { selectRightsState } from './selectors';
import { rightsLoaded, rightsLoadFailed, rightsRequested } from './slice';

/** Thrown to a waiting caller when the rights could not be loaded. */
export class RightsUnavailableError extends Error {
  constructor() {
    super('Rights could not be loaded');
    this.name = 'RightsUnavailableError';
  }
}

function* takeRightsOutcome() {
  return yield* take([rightsLoaded, rightsLoadFailed]);
}

/**
 * Spec section 4/6: rights are fetched once; callers wait until they are loaded. Answers the held
 * rights at once when loaded, else asks for them (unless a load runs) and waits for the outcome.
 * The wait is forked before the request is put, so a load answered from the cache in the same
 * tick is not missed.
 */
export function* waitForRights(): SagaIterator<string[]> {
  const state = yield* select(selectRightsState);
  if (state.status === 'loaded') return state.rights;
  const outcome = yield* fork(takeRightsOutcome);
  if (state.status !== 'loading') yield* put(rightsRequested());
  const result = yield* join(outcome);
  if (rightsLoadFailed.match(result)) throw new RightsUnavailableError();
  return result.payload.rights;
}

/** Loads the rights of the token's current account: cache first, then the server. */
export function* loadRightsSaga(action: ReturnType<typeof rightsRequested>): SagaIterator<void> {
  const { sub, accountId } = yield* select(selectSession);
  if (sub && !action.payload.force) {
    const cached = yield* call(readRightsCache, sub, accountId);
    if (cached) {
      yield* put(rightsLoaded({ rights: cached, accountId, fromCache: true }));
      return;
    }
  }
  try {
    const rights = yield* callApi(fetchCurrentRights);
    const list = Array.isArray(rights) ? rights : [];
    if (sub) yield* call(writeRightsCache, sub, accountId, list);
    yield* put(rightsLoaded({ rights: list, accountId, fromCache: false }));
  } catch (error) {
    yield* put(rightsLoadFailed());
    // Spec section 8: the rights call answering 401 or 400 invalid_grant sends the user to login
    // (a failed refresh inside callApi has already done so).
    const refreshFailed = error instanceof TokenRefreshError;
    if (!refreshFailed && requiresSignIn(error)) yield* put(signInRequired());
    else if (!refreshFailed) console.error('Loading rights failed', error);
  }
}

function* requestRights(): SagaIterator<void> {
  yield* put(rightsRequested());
}

export function* rightsSaga(): SagaIterator<void> {
  yield* takeLeading(rightsRequested, loadRightsSaga);
  // Loaded once per account: after sign-in, and again after a switch reset them.
  yield* takeLatest([signedIn, accountSwitched], requestRights);
}
