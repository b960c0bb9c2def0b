import type { SagaIterator } from 'redux-saga';
import { call as callEffect } from 'redux-saga/effects';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { hasEveryRight } from '../../../common/rights';
import type { SendTimeOptimizationSettings } from '../../../common/dashboard';
import { activateSendTimeLearning } from '../../api/dashboard';
import { isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { waitForRights } from '../rights/sagas';
import { selectDashboard } from './selectors';
import {
  dashboardRequested,
  fullActionListToggled,
  sendTimeActivated,
  sendTimeActivationFailed,
  sendTimeActivationRequested,
  sourceFailed,
  sourceLoaded,
  sourcesLoading,
  sourcesRetried,
  type DashboardSourceName,
  type SourceLoaded,
} from './slice';
import { actionCount, dashboardSources, type LoadOptions } from './sources';

/**
 * One source, settled: its answer or its own failure, never an exception, so that `all` over the
 * sources waits for each without one failure cancelling the others (spec section 8).
 */
export function* loadSourceSaga(
  source: DashboardSourceName,
  options: LoadOptions,
): SagaIterator<void> {
  const { load } = dashboardSources[source] as { load: (o: LoadOptions) => Promise<unknown> };
  try {
    const data = yield* call(callApi<[LoadOptions], unknown>, load, options);
    yield* put(sourceLoaded({ source, data } as SourceLoaded));
  } catch (error) {
    if (!isAbortError(error)) yield* put(sourceFailed(source));
  }
}

/** Loads every source the user's rights allow, side by side, each settling on its own. */
export function* loadDashboardSaga(
  action: ReturnType<typeof dashboardRequested>,
): SagaIterator<void> {
  let rights: string[] = [];
  try {
    rights = yield* call(waitForRights);
  } catch {
    // Without rights only the sources that need none load.
  }
  const wanted = (Object.keys(dashboardSources) as DashboardSourceName[]).filter((source) =>
    hasEveryRight(rights, dashboardSources[source].rights),
  );
  yield* put(sourcesLoading(wanted));
  const { fullActionList } = yield* select(selectDashboard);
  const options = { utcOffset: action.payload.utcOffset, actionCount: actionCount(fullActionList) };
  yield* all(wanted.map((source) => callEffect(loadSourceSaga, source, options)));
}

/** The full list (16) or the dashboard's 12: both services' last actions load again. */
export function* reloadActionsSaga(): SagaIterator<void> {
  const { fullActionList, sources } = yield* select(selectDashboard);
  const options = { utcOffset: 0, actionCount: actionCount(fullActionList) };
  const shown = (['lastActions', 'whatsAppLastActions'] as const).filter(
    (source) => sources[source].status !== 'hidden',
  );
  yield* all(shown.map((source) => callEffect(loadSourceSaga, source, options)));
}

/** A widget's retry: only its sources that had failed (now marked loading) load again. */
export function* retrySourcesSaga(action: ReturnType<typeof sourcesRetried>): SagaIterator<void> {
  const { fullActionList, sources } = yield* select(selectDashboard);
  const options = { utcOffset: action.payload.utcOffset, actionCount: actionCount(fullActionList) };
  const again = action.payload.sources.filter((source) => sources[source].status === 'loading');
  yield* all(again.map((source) => callEffect(loadSourceSaga, source, options)));
}

export function* activateSendTimeSaga(): SagaIterator<void> {
  try {
    const settings = yield* call(
      callApi<[], SendTimeOptimizationSettings>,
      activateSendTimeLearning,
    );
    yield* put(sendTimeActivated(settings));
  } catch (error) {
    if (!isAbortError(error)) yield* put(sendTimeActivationFailed());
  }
}

export function* dashboardSaga(): SagaIterator<void> {
  yield* takeLatest(dashboardRequested, loadDashboardSaga);
  yield* takeLatest(fullActionListToggled, reloadActionsSaga);
  yield* takeEvery(sourcesRetried, retrySourcesSaga);
  yield* takeLeading(sendTimeActivationRequested, activateSendTimeSaga);
}
