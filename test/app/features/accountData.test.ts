import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../src/app/api/errors';
import { fetchAccounts, fetchUserData } from '../../../src/app/api/identity';
import {
  readAccountDataCache,
  writeAccountDataCache,
} from '../../../src/app/features/account/cache';
import { accountSaga } from '../../../src/app/features/account/sagas';
import {
  accountDataLoaded,
  accountDataLoadFailed,
  accountDataRestoredFromCache,
} from '../../../src/app/features/account/slice';
import { signedIn } from '../../../src/app/features/session/slice';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { demoAccounts, initialRootState, makeUserData } from '../support/factories';

const token = { sub: 'user-anna', accountId: 1, expiresAt: Date.now() + 600_000 };

describe('user data and accounts after sign-in (spec sections 8 and 9)', () => {
  beforeEach(() => localStorage.clear());

  it('loads user data and accounts and caches them', async () => {
    const userData = makeUserData();
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(fetchUserData), userData],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(accountDataLoaded({ userData, accounts: demoAccounts }))
      .not.put.like({ action: { type: accountDataRestoredFromCache.type } })
      .dispatch(signedIn(token))
      .silentRun(50);
    expect(storeState.account).toMatchObject({ status: 'loaded', cached: false, fault: false });
    expect(readAccountDataCache('user-anna')).toEqual({ userData, accounts: demoAccounts });
    expect(readAccountDataCache('someone-else')).toBeNull();
  });

  it('shows the cached copy with the cached flag first', async () => {
    const cachedUser = makeUserData({ given_name: 'Anna (cached)' });
    writeAccountDataCache('user-anna', cachedUser, demoAccounts);
    await expectSaga(accountSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(fetchUserData), new Promise(() => {})],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(accountDataRestoredFromCache({ userData: cachedUser, accounts: demoAccounts }))
      .dispatch(signedIn(token))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.account).toMatchObject({ cached: true, status: 'loading' });
        expect(storeState.account.userData.given_name).toBe('Anna (cached)');
      });
  });

  it('sets the fault flag when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [
          matchers.call.fn(fetchUserData),
          throwError(new ApiRequestError(500, { errorKey: 'unknownError', message: 'boom' })),
        ],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(accountDataLoadFailed())
      .dispatch(signedIn(token))
      .silentRun(50);
    expect(storeState.account).toMatchObject({ fault: true, status: 'failed' });
    jest.restoreAllMocks();
  });
});
