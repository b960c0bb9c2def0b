import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'typed-redux-saga';
import { navigateTo } from '../../routes/navigator';
import { leaveConfirmed } from './slice';

function* leave(action: ReturnType<typeof leaveConfirmed>) {
  yield* call(navigateTo, action.payload.to);
}

/** A confirmed leave navigates where the person wanted to go. */
export function* leaveGuardSaga(): SagaIterator<void> {
  yield* takeEvery(leaveConfirmed, leave);
}
