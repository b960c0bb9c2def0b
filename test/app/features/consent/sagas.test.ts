import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { addConsent, checkConsent } from '../../../../src/app/api/consent';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import { consentSaga } from '../../../../src/app/features/consent/sagas';
import {
  consentChecked,
  consentCheckRequested,
  consentGiveFailed,
  consentGiven,
  consentGiveRequested,
  consentReducer,
} from '../../../../src/app/features/consent/slice';

const state = (consentType: 4 | 5, consentGiven: boolean) => ({
  consentType,
  consentGiven,
  givenAt: consentGiven ? '2026-11-26T10:00:00.000Z' : null,
  givenBy: consentGiven ? 'Anna Admin' : null,
});

describe('the consent saga (AI consent 4, WhatsApp consent 5)', () => {
  it('checks the AI consent, then gives it', () => {
    const calls: unknown[] = [];
    return expectSaga(consentSaga)
      .withReducer(consentReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          dynamic(({ args: [fn, type] }: { args: unknown[] }) => {
            calls.push(fn);
            return state(type as 4, fn === addConsent);
          }),
        ],
      ])
      .put(consentChecked({ consentType: 4, given: false }))
      .put(consentGiven(4))
      .dispatch(consentCheckRequested(4))
      .dispatch(consentGiveRequested(4))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(calls).toEqual([checkConsent, addConsent]);
        expect(storeState.byType[4]).toEqual({ status: 'given', giving: 'idle' });
      });
  });

  it('keeps the consent missing when giving it is refused (no AI right)', () =>
    expectSaga(consentSaga)
      .withReducer(consentReducer, {
        byType: { 4: { status: 'missing', giving: 'idle' } },
      })
      .provide([
        [
          matchers.call.fn(callApi),
          dynamic(() => {
            throw new ApiRequestError(403, { errorKey: 'forbidden', message: 'no' });
          }),
        ],
      ])
      .put(consentGiveFailed(4))
      .dispatch(consentGiveRequested(4))
      .silentRun(50)
      .then(({ storeState }) =>
        expect(storeState.byType[4]).toEqual({ status: 'missing', giving: 'failed' }),
      ));
});
