import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator } from 'redux-saga';
import { all, call, cancel, fork, join } from 'redux-saga/effects';
import { ApiRequestError } from '../../../src/app/api/errors';
import { callApi, TokenRefreshError } from '../../../src/app/auth/callApi';
import { tokenRefreshWatcher } from '../../../src/app/auth/sagas';
import type { TokenInfo } from '../../../src/app/auth/tokenInfo';
import { refreshTokens } from '../../../src/app/auth/userManager';
import { consentRequired } from '../../../src/app/features/consent/events';
import {
  signInRequired,
  tokenRefreshed,
  tokenRefreshFailed,
  tokenRefreshRequested,
} from '../../../src/app/features/session/slice';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { signedInState } from '../support/factories';

const renewed: TokenInfo = { sub: 'user-anna', accountId: 1, expiresAt: Date.now() + 600_000 };
const unauthorized = () => new ApiRequestError(401, { errorKey: 'unauthorized', message: 'no' });

interface FakeServer {
  token: string;
  refreshes: number;
  refresh: jest.Mock<TokenInfo, []>;
  asyncCall: jest.Mock<Promise<string>, [string]>;
  syncCall: jest.Mock<string, [string]>;
}

/** The server side of the test: a token that is valid only after a refresh. */
function fakeServer(): FakeServer {
  const server: FakeServer = {
    token: 'old',
    refreshes: 0,
    refresh: jest.fn((): TokenInfo => {
      server.refreshes += 1;
      server.token = `new-${server.refreshes}`;
      return renewed;
    }),
    /** An API function answering asynchronously, like a real request. */
    asyncCall: jest.fn(async (name: string) => {
      if (server.token === 'old') throw unauthorized();
      return `${name} with ${server.token}`;
    }),
    /** The same, answered synchronously (what providers do in tests). */
    syncCall: jest.fn((name: string) => {
      if (server.token === 'old') throw unauthorized();
      return `${name} with ${server.token}`;
    }),
  };
  return server;
}

/** Runs `body` with the refresh watcher beside it, and stops the watcher when `body` is done. */
function withRefreshWatcher(body: () => SagaIterator) {
  return function* (): SagaIterator {
    const watcher = yield fork(tokenRefreshWatcher);
    const result = yield call(body);
    yield cancel(watcher);
    return result;
  };
}

/** A saga calling `fn` through callApi (typed for redux-saga's `call` and `fork`). */
function viaCallApi<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return function* (...args: A): SagaIterator<R> {
    return yield* callApi(fn, ...args);
  };
}

/** Three calls started together. */
function threeCallsAtOnce(fn: (name: string) => Promise<string>) {
  return withRefreshWatcher(function* (): SagaIterator {
    const tasks = yield all([
      fork(viaCallApi(fn), 'a'),
      fork(viaCallApi(fn), 'b'),
      fork(viaCallApi(fn), 'c'),
    ]);
    return yield join(tasks);
  });
}

function putsOf(effects: { payload: { action: { type: string } } }[], type: string) {
  return effects.filter((effect) => effect.payload.action.type === type);
}

describe('callApi', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('returns the answer of a call that succeeds, without refreshing', async () => {
    const server = fakeServer();
    server.token = 'valid';
    const { returnValue } = await expectSaga(callApi, server.asyncCall, 'x')
      .withReducer(rootReducer, signedInState())
      .not.put.like({ action: { type: tokenRefreshRequested.type } })
      .run();
    expect(returnValue).toBe('x with valid');
  });

  it('lets three calls failing with 401 at once cause exactly one refresh and one retry each', async () => {
    const server = fakeServer();
    const result = await expectSaga(threeCallsAtOnce(server.asyncCall))
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(refreshTokens), dynamic(server.refresh)]])
      .put(tokenRefreshed(renewed))
      .run();

    expect(result.returnValue).toEqual(['a with new-1', 'b with new-1', 'c with new-1']);
    expect(server.refresh).toHaveBeenCalledTimes(1);
    expect(server.asyncCall).toHaveBeenCalledTimes(6);
    expect(putsOf(result.effects.put as never, tokenRefreshRequested.type)).toHaveLength(1);
    expect(result.storeState.session).toMatchObject({ tokenGeneration: 1, refreshing: false });
  });

  it('keeps to one refresh when calls and refresh answer synchronously', async () => {
    const server = fakeServer();
    const result = await expectSaga(threeCallsAtOnce(server.syncCall as never))
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(refreshTokens), dynamic(server.refresh)],
        [
          matchers.call.fn(server.syncCall),
          dynamic(({ args }: { args: [string] }) => server.syncCall(args[0])),
        ],
      ])
      .run();

    expect(result.returnValue).toEqual(['a with new-1', 'b with new-1', 'c with new-1']);
    expect(server.refresh).toHaveBeenCalledTimes(1);
    expect(server.syncCall).toHaveBeenCalledTimes(6);
  });

  it('retries once only: a second 401 reaches the caller', async () => {
    const server = fakeServer();
    const alwaysUnauthorized = jest.fn(async () => {
      throw unauthorized();
    });
    const saga = withRefreshWatcher(function* (): SagaIterator {
      try {
        yield call(viaCallApi(alwaysUnauthorized));
        return 'no error';
      } catch (error) {
        return (error as ApiRequestError).status;
      }
    });
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(refreshTokens), dynamic(server.refresh)]])
      .run();
    expect(returnValue).toBe(401);
    expect(alwaysUnauthorized).toHaveBeenCalledTimes(2);
    expect(server.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for other errors', async () => {
    const notFound = jest.fn(async () => {
      throw new ApiRequestError(404, { errorKey: 'notFound', message: 'gone' });
    });
    function* saga(): SagaIterator {
      try {
        yield call(viaCallApi(notFound));
      } catch (error) {
        return (error as ApiRequestError).errorKey;
      }
    }
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .not.put.like({ action: { type: tokenRefreshRequested.type } })
      .run();
    expect(returnValue).toBe('notFound');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('asks for the WhatsApp consent when a call is refused for it, and still rejects the call', async () => {
    const consentMissing = jest.fn(async () => {
      throw new ApiRequestError(403, { errorKey: 'whatsAppConsentMissing', message: 'agree' });
    });
    function* saga(): SagaIterator {
      try {
        yield call(viaCallApi(consentMissing));
        return 'no error';
      } catch (error) {
        return (error as ApiRequestError).errorKey;
      }
    }
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .put(consentRequired(5))
      .run();
    expect(returnValue).toBe('whatsAppConsentMissing');
  });

  it('does not ask for the consent on other 403 answers', async () => {
    const forbidden = jest.fn(async () => {
      throw new ApiRequestError(403, { errorKey: 'forbidden', message: 'no' });
    });
    function* saga(): SagaIterator {
      try {
        yield call(viaCallApi(forbidden));
      } catch {
        // expected
      }
    }
    await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .not.put.like({ action: { type: consentRequired.type } })
      .run();
  });

  it('sends the user to sign-in when the refresh answers invalid_grant, and rejects the call', async () => {
    const server = fakeServer();
    // oidc-client-ts reports the token endpoint's 400 as an ErrorResponse with `error`.
    const invalidGrant = Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    const saga = withRefreshWatcher(function* (): SagaIterator {
      try {
        yield call(viaCallApi(server.asyncCall), 'a');
        return 'no error';
      } catch (error) {
        return error;
      }
    });
    const { returnValue, storeState } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(refreshTokens), throwError(invalidGrant)]])
      .put(tokenRefreshFailed({ reason: 'signInRequired' }))
      .put(signInRequired())
      .run();
    expect(returnValue).toBeInstanceOf(TokenRefreshError);
    expect((returnValue as TokenRefreshError).reason).toBe('signInRequired');
    expect(storeState.session.status).toBe('redirecting');
    expect(server.asyncCall).toHaveBeenCalledTimes(1);
  });

  it('rejects the waiting calls on other refresh failures, without sign-in', async () => {
    const server = fakeServer();
    const saga = withRefreshWatcher(function* (): SagaIterator {
      const results = yield all(
        ['a', 'b'].map((name) =>
          call(function* (): SagaIterator {
            try {
              return yield call(viaCallApi(server.asyncCall), name);
            } catch (error) {
              return error instanceof TokenRefreshError ? error.reason : 'other';
            }
          }),
        ),
      );
      return results;
    });
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(refreshTokens), throwError(new TypeError('Failed to fetch'))]])
      .put(tokenRefreshFailed({ reason: 'failed' }))
      .not.put(signInRequired())
      .run();
    expect(returnValue).toEqual(['failed', 'failed']);
  });
});
