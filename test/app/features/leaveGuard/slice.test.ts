import {
  initialLeaveGuardState,
  leaveCancelled,
  leaveConfirmed,
  leaveGuardReducer,
  leaveRequested,
  unsavedChangesReported,
} from '../../../../src/app/features/leaveGuard/slice';

const unsaved = leaveGuardReducer(
  Object.freeze(initialLeaveGuardState),
  unsavedChangesReported({ unsaved: true }),
);

describe('leaveGuard slice', () => {
  it('remembers where the person wanted to go and forgets it on "stay"', () => {
    const asked = leaveGuardReducer(Object.freeze(unsaved), leaveRequested({ to: '/Subscribers' }));
    expect(asked).toEqual({ unsaved: true, pendingPath: '/Subscribers' });
    expect(leaveGuardReducer(Object.freeze(asked), leaveCancelled())).toEqual({
      unsaved: true,
      pendingPath: null,
    });
  });

  it('drops the edits on "leave"', () => {
    const asked = leaveGuardReducer(unsaved, leaveRequested({ to: '/Subscribers' }));
    expect(leaveGuardReducer(Object.freeze(asked), leaveConfirmed({ to: '/Subscribers' }))).toEqual(
      initialLeaveGuardState,
    );
  });

  it('asks nothing once the form is saved or gone', () => {
    const asked = leaveGuardReducer(unsaved, leaveRequested({ to: '/' }));
    expect(leaveGuardReducer(asked, unsavedChangesReported({ unsaved: false }))).toEqual(
      initialLeaveGuardState,
    );
  });
});
