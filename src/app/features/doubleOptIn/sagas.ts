import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import type { DoiProcessState, DoiSettings, DoiValidation } from '../../../common/doubleOptIn';
import type { ApiErrorDetail } from '../../../common/validation';
import {
  getDoiProcess,
  getDoiValidation,
  postDoiActivate,
  postDoiProcess,
  postDoiReset,
} from '../../api/doubleOptIn';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import {
  changeFailed,
  changeSucceeded,
  processLoaded,
  processLoadFailed,
  processRequested,
  resetRequested,
  saveRequested,
  validationFailed,
  validationLoaded,
  validationRequested,
} from './slice';

export function* loadProcessSaga(): SagaIterator<void> {
  try {
    yield* put(processLoaded(yield* call(callApi<[], DoiProcessState>, getDoiProcess)));
  } catch (error) {
    if (!isAbortError(error)) yield* put(processLoadFailed());
  }
}

const fieldErrorsOf = (error: unknown): ApiErrorDetail[] => {
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? (details as ApiErrorDetail[]) : [];
};

/** Saves the work version; the Activate button then activates what was saved. */
export function* saveSaga(action: ReturnType<typeof saveRequested>): SagaIterator<void> {
  const { id, settings, thenActivate } = action.payload;
  try {
    let process = yield* call(
      callApi<[number, DoiSettings], DoiProcessState>,
      postDoiProcess,
      id,
      settings,
    );
    if (thenActivate && process.hasChanges) {
      process = yield* call(
        callApi<[number], DoiProcessState>,
        postDoiActivate,
        process.workVersion.id,
      );
    }
    yield* put(changeSucceeded({ process, done: thenActivate ? 'activated' : 'saved' }));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(changeFailed({ errorKey: errorKeyOf(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

export function* resetSaga(action: ReturnType<typeof resetRequested>): SagaIterator<void> {
  try {
    const process = yield* call(callApi<[number], DoiProcessState>, postDoiReset, action.payload);
    yield* put(changeSucceeded({ process, done: 'reset' }));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(changeFailed({ errorKey: errorKeyOf(error), fieldErrors: [] }));
  }
}

export function* validateSaga(action: ReturnType<typeof validationRequested>): SagaIterator<void> {
  try {
    yield* put(
      validationLoaded(
        yield* call(callApi<[number], DoiValidation>, getDoiValidation, action.payload),
      ),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(validationFailed());
  }
}

export function* doubleOptInSaga(): SagaIterator<void> {
  yield* takeLatest(processRequested, loadProcessSaga);
  yield* takeLeading(saveRequested, saveSaga);
  yield* takeLeading(resetRequested, resetSaga);
  yield* takeLatest(validationRequested, validateSaga);
}
