import { all, fork } from 'typed-redux-saga';
import { accountSaga } from '../features/account/sagas';
import { accountSwitchSaga } from '../features/accountSwitch/sagas';
import { leaveGuardSaga } from '../features/leaveGuard/sagas';
import { navigationSaga } from '../features/navigation/sagas';
import { notificationsSaga } from '../features/notifications/loadSaga';
import { rightsSaga } from '../features/rights/sagas';
import { uiLanguageSaga } from '../features/uiLanguage/sagas';
import { authSaga } from '../auth/sagas';
import { crossTabSaga } from '../auth/crossTab';
import { lazyFeatureSagas } from './lazyFeatures';

export function* rootSaga() {
  yield* all([
    fork(accountSaga),
    fork(accountSwitchSaga),
    fork(rightsSaga),
    fork(navigationSaga),
    fork(leaveGuardSaga),
    fork(notificationsSaga),
    fork(uiLanguageSaga),
    fork(crossTabSaga),
    fork(lazyFeatureSagas),
    // Last: the start-up sign-in puts actions the watchers above must already be taking.
    fork(authSaga),
  ]);
}
