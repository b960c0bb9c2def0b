import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'typed-redux-saga';
import type { ConsentState, ConsentType } from '../../../common/shell';
import { addConsent, checkConsent } from '../../api/consent';
import { isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import {
  consentCheckFailed,
  consentChecked,
  consentCheckRequested,
  consentGiveFailed,
  consentGiven,
  consentGiveRequested,
} from './slice';

export function* checkConsentSaga(
  action: ReturnType<typeof consentCheckRequested>,
): SagaIterator<void> {
  try {
    const state = yield* call(callApi<[ConsentType], ConsentState>, checkConsent, action.payload);
    yield* put(consentChecked({ consentType: action.payload, given: state.consentGiven }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(consentCheckFailed(action.payload));
  }
}

export function* giveConsentSaga(
  action: ReturnType<typeof consentGiveRequested>,
): SagaIterator<void> {
  try {
    const state = yield* call(callApi<[ConsentType], ConsentState>, addConsent, action.payload);
    yield* put(
      state.consentGiven ? consentGiven(action.payload) : consentGiveFailed(action.payload),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(consentGiveFailed(action.payload));
  }
}

export function* consentSaga(): SagaIterator<void> {
  yield* takeEvery(consentCheckRequested, checkConsentSaga);
  yield* takeLeading(consentGiveRequested, giveConsentSaga);
}
