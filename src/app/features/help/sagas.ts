import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import type { HelpAreaValues, SupportRequestAnswer, WhitepaperList } from '../../../common/shell';
import type { PopupRequest } from '../../../common/validation/popupRequestSchema';
import type { SupportRequest } from '../../../common/validation/supportRequestSchema';
import { isAbortError } from '../../api/errors';
import {
  getHelpAreaValues,
  getWhitePapers,
  sendPopupRequest,
  sendSupportRequest,
} from '../../api/help';
import { callApi } from '../../auth/callApi';
import { downloadTextFile } from '../../platform/download';
import { currentPath } from '../../platform/location';
import type { ActionRecorder } from '../../store/actionRecorder';
import { buildSupportLog } from '../../store/supportLog';
import { selectActiveModule } from '../navigation/selectors';
import { selectHelp } from './selectors';
import {
  helpOpened,
  helpValuesLoaded,
  helpValuesLoadFailed,
  popupRequestFailed,
  popupRequestSent,
  supportRequestFailed,
  supportRequestSent,
  supportLogRequested,
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

/**
 * Sends the request with the active module (spec section 2) and the page it was written on; once
 * it is stored, the popup's second post (spec section 7) sends its text to PopupRequest.aspx.
 */
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
    if (!answer.success) {
      yield* put(supportRequestFailed());
      return;
    }
    yield* put(supportRequestSent());
  } catch (error) {
    if (!isAbortError(error)) yield* put(supportRequestFailed());
    return;
  }
  try {
    const answer = yield* call(callApi<[PopupRequest], SupportRequestAnswer>, sendPopupRequest, {
      body: action.payload.text,
    });
    yield* put(answer.success ? popupRequestSent() : popupRequestFailed());
  } catch (error) {
    if (!isAbortError(error)) yield* put(popupRequestFailed());
  }
}

/** The support log: the recorded state and actions, masked, as a Redux DevTools file. */
export function* downloadSupportLogSaga(): SagaIterator<void> {
  const recorder = yield* getContext<ActionRecorder>('actionRecorder');
  const file = yield* call(buildSupportLog, recorder.recording());
  yield* call(downloadTextFile, 'relay-support-log.json', JSON.stringify(file));
}

export function* helpSaga(): SagaIterator<void> {
  yield* takeEvery(supportLogRequested, downloadSupportLogSaga);
  yield* takeLatest(helpOpened, helpOpenedSaga);
  yield* takeLatest(supportRequestSubmitted, sendSupportRequestSaga);
}
