import {
  initialLeaveGuardState,
  leaveCancelled,
  leaveConfirmed,
  leaveGuardReducer,
  leaveRequested,
  switchedElsewhereFollowed,
  switchedElsewhereKept,
  switchedElsewhereSettled,
  switchedElsewhereWhileEditing,
  unsavedChangesReported,
} from '../../../../src/app/features/leaveGuard/slice';

const unsaved = leaveGuardReducer(
  Object.freeze(initialLeaveGuardState),
  unsavedChangesReported({ formId: 'a', unsaved: true }),
);

describe('leaveGuard slice', () => {
  it('remembers where the person wanted to go and forgets it on "stay"', () => {
    const asked = leaveGuardReducer(Object.freeze(unsaved), leaveRequested({ to: '/Subscribers' }));
    expect(asked).toEqual({ ...unsaved, pending: { to: '/Subscribers' } });
    expect(leaveGuardReducer(Object.freeze(asked), leaveCancelled())).toEqual(unsaved);
  });

  it('remembers an account to switch to as well', () => {
    const asked = leaveGuardReducer(unsaved, leaveRequested({ accountId: 2 }));
    expect(asked.pending).toEqual({ accountId: 2 });
  });

  it('drops the edits on "leave"', () => {
    const asked = leaveGuardReducer(unsaved, leaveRequested({ to: '/Subscribers' }));
    expect(leaveGuardReducer(Object.freeze(asked), leaveConfirmed({ to: '/Subscribers' }))).toEqual(
      initialLeaveGuardState,
    );
  });

  it('asks nothing once the form is saved or gone', () => {
    const asked = leaveGuardReducer(unsaved, leaveRequested({ to: '/' }));
    expect(
      leaveGuardReducer(asked, unsavedChangesReported({ formId: 'a', unsaved: false })),
    ).toEqual(initialLeaveGuardState);
  });

  it('keeps the edits of one form when another form closes', () => {
    const two = leaveGuardReducer(unsaved, unsavedChangesReported({ formId: 'b', unsaved: true }));
    const oneClosed = leaveGuardReducer(
      Object.freeze(two),
      unsavedChangesReported({ formId: 'b', unsaved: false }),
    );
    expect(oneClosed.unsavedForms).toEqual(['a']);
  });

  it('holds a switch in another tab until it is settled; "keep" only closes the dialog', () => {
    const told = leaveGuardReducer(unsaved, switchedElsewhereWhileEditing({ removed: false }));
    expect(told.switchedElsewhere).toEqual({ removed: false, dialogOpen: true });
    const kept = leaveGuardReducer(Object.freeze(told), switchedElsewhereKept());
    expect(kept.switchedElsewhere).toEqual({ removed: false, dialogOpen: false });
    expect(kept.unsavedForms).toEqual(['a']);
    const followed = leaveGuardReducer(Object.freeze(kept), switchedElsewhereFollowed());
    expect(followed.unsavedForms).toEqual([]);
    expect(leaveGuardReducer(followed, switchedElsewhereSettled())).toEqual(initialLeaveGuardState);
  });
});
