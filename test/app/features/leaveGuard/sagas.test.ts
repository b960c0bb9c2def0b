import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { accountSwitchRequested } from '../../../../src/app/features/accountSwitch/slice';
import { leaveGuardSaga } from '../../../../src/app/features/leaveGuard/sagas';
import { leaveConfirmed } from '../../../../src/app/features/leaveGuard/slice';
import { goInHistory, navigateTo } from '../../../../src/app/routes/navigator';

const run = () =>
  expectSaga(leaveGuardSaga).provide([
    [matchers.call.fn(navigateTo), undefined],
    [matchers.call.fn(goInHistory), undefined],
  ]);

describe('a confirmed leave goes where the person wanted', () => {
  it('to the link they followed', () =>
    run()
      .call(navigateTo, '/MediaDatabase/4')
      .not.call.fn(goInHistory)
      .dispatch(leaveConfirmed({ to: '/MediaDatabase/4' }))
      .silentRun(50));

  it('back (or forward) by the step they took in the browser, not as a new entry', () =>
    run()
      .call(goInHistory, -2)
      .not.call.fn(navigateTo)
      .dispatch(leaveConfirmed({ to: '/WhatsApp/Overview', historyStep: -2 }))
      .silentRun(50));

  it('to the account they chose', () =>
    run()
      .put(accountSwitchRequested({ accountId: 2 }))
      .not.call.fn(navigateTo)
      .dispatch(leaveConfirmed({ accountId: 2 }))
      .silentRun(50));
});
