import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'typed-redux-saga';
import { goInHistory, navigateTo } from '../../routes/navigator';
import { accountSwitchRequested } from '../accountSwitch/slice';
import { leaveConfirmed } from './slice';

function* leave(action: ReturnType<typeof leaveConfirmed>) {
  const target = action.payload;
  if ('accountId' in target) yield* put(accountSwitchRequested({ accountId: target.accountId }));
  else if (target.historyStep) yield* call(goInHistory, target.historyStep);
  else yield* call(navigateTo, target.to);
}

/**
 * A confirmed leave goes where the person wanted: another screen (by the same step through the
 * history when they went back or forward), or another account.
 */
export function* leaveGuardSaga(): SagaIterator<void> {
  yield* takeEvery(leaveConfirmed, leave);
}
