import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import type { HelpAreaValues, SupportRequestAnswer, WhitepaperList } from '../../../common/shell';
import type { SupportRequest } from '../../../common/validation/supportRequestSchema';
import { isAbortError } from '../../api/errors';
import { getHelpAreaValues, getWhitePapers, sendSupportRequest } from '../../api/help';
import { callApi } from '../../auth/callApi';
import { currentPath } from '../../platform/location';
import { selectActiveModule } from '../navigation/selectors';
import { selectHelp } from './selectors';
import {
  helpOpened,
  helpValuesLoaded,
  helpValuesLoadFailed,
  supportRequestFailed,
  supportRequestSent,
  supportRequestSubmitted,
  whitepapersLoaded,
  whitepapersLoadFailed,
} from './slice';

export function* loadHelpValuesSaga(): SagaIterator<void> {
  try {
    const values = yield* call(callApi<[], HelpAreaValues>, getHelpAreaValues);
    yield* put(helpValuesLoaded(values));
  } catch (error) {
    if (!isAbortError(error)) yield* put(helpValuesLoadFailed());
  }
}

export function* loadWhitepapersSaga(): SagaIterator<void> {
  try {
    const list = yield* call(callApi<[], WhitepaperList>, getWhitePapers);
    yield* put(whitepapersLoaded(list.whitepapers));
  } catch (error) {
    if (!isAbortError(error)) yield* put(whitepapersLoadFailed());
  }
}

/** On opening: each source on its own, so one failing does not hide the other. */
export function* helpOpenedSaga(): SagaIterator<void> {
  const help = yield* select(selectHelp);
  if (help.values === null) yield* call(loadHelpValuesSaga);
  if (help.whitepapers.length === 0) yield* call(loadWhitepapersSaga);
}

/** Sends the request with the active module (spec section 2) and the page it was written on. */
export function* sendSupportRequestSaga(
  action: ReturnType<typeof supportRequestSubmitted>,
): SagaIterator<void> {
  const activeModule = yield* select(selectActiveModule);
  const url = yield* call(currentPath);
  const request: SupportRequest = {
    ActiveModule: activeModule ?? '',
    SupportRequestText: action.payload.text,
    Url: url,
  };
  try {
    const answer = yield* call(
      callApi<[SupportRequest], SupportRequestAnswer>,
      sendSupportRequest,
      request,
    );
    yield* put(answer.success ? supportRequestSent() : supportRequestFailed());
  } catch (error) {
    if (!isAbortError(error)) yield* put(supportRequestFailed());
  }
}

export function* helpSaga(): SagaIterator<void> {
  yield* takeLatest(helpOpened, helpOpenedSaga);
  yield* takeLatest(supportRequestSubmitted, sendSupportRequestSaga);
}
