import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  getDoiProcess,
  postDoiActivate,
  postDoiProcess,
  postDoiReset,
} from '../../../../src/app/api/doubleOptIn';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import { doubleOptInSaga } from '../../../../src/app/features/doubleOptIn/sagas';
import {
  changeFailed,
  changeSucceeded,
  doubleOptInReducer,
  initialDoubleOptInState,
  processLoaded,
  processRequested,
  resetRequested,
  saveRequested,
} from '../../../../src/app/features/doubleOptIn/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import { activeProcess } from './fixtures';

const saved = activeProcess({ hasChanges: true });
const activated = activeProcess();
const settings = saved.workVersion;

describe('double opt-in sagas', () => {
  it('loads the process', () =>
    expectSaga(doubleOptInSaga)
      .withReducer(doubleOptInReducer)
      .provide([[matchers.call(callApi, getDoiProcess), activated]])
      .put(processLoaded(activated))
      .dispatch(processRequested())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.status).toBe('loaded')));

  it('saves, then activates what was saved when asked to', () =>
    expectSaga(doubleOptInSaga)
      .withReducer(doubleOptInReducer)
      .provide([
        [matchers.call(callApi, postDoiProcess, 1, settings), saved],
        [matchers.call(callApi, postDoiActivate, 1), activated],
      ])
      .call(callApi, postDoiProcess, 1, settings)
      .call(callApi, postDoiActivate, 1)
      .put(changeSucceeded({ process: activated, done: 'activated' }))
      .dispatch(saveRequested({ id: 1, settings, thenActivate: true }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.process).toEqual(activated);
        expect(storeState.change).toMatchObject({ status: 'idle', done: 'activated' });
      }));

  it('saves without activating', () =>
    expectSaga(doubleOptInSaga)
      .withReducer(doubleOptInReducer)
      .provide([[matchers.call(callApi, postDoiProcess, 1, settings), saved]])
      .not.call.fn(postDoiActivate)
      .put(changeSucceeded({ process: saved, done: 'saved' }))
      .dispatch(saveRequested({ id: 1, settings, thenActivate: false }))
      .silentRun(50));

  it("keeps the server's errorKey and field details of a refused save", () => {
    const details = [{ field: 'optOutKeyword', reason: 'keywordsIdentical' }];
    const refusal = new ApiRequestError(400, {
      errorKey: 'identicalKeywords',
      message: 'x',
      details,
    });
    return expectSaga(doubleOptInSaga)
      .withReducer(doubleOptInReducer)
      .provide([[matchers.call(callApi, postDoiProcess, 1, settings), throwError(refusal)]])
      .put(changeFailed({ errorKey: 'identicalKeywords', fieldErrors: details }))
      .dispatch(saveRequested({ id: 1, settings, thenActivate: true }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.change.status).toBe('failed'));
  });

  it('resets to the active version; noChanges is kept as the error', () =>
    expectSaga(doubleOptInSaga)
      .withReducer(doubleOptInReducer)
      .provide([
        [
          matchers.call(callApi, postDoiReset, 1),
          throwError(new ApiRequestError(409, { errorKey: 'noChanges', message: 'x' })),
        ],
      ])
      .put(changeFailed({ errorKey: 'noChanges', fieldErrors: [] }))
      .dispatch(resetRequested(1))
      .silentRun(50));

  it('forgets everything on accountSwitched', () => {
    const loaded = doubleOptInReducer(initialDoubleOptInState, processLoaded(activated));
    expect(doubleOptInReducer(loaded, accountSwitched({ accountId: 2 }))).toEqual(
      initialDoubleOptInState,
    );
  });
});
