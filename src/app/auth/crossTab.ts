import { createAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { fetchAccountData } from '../features/account/sagas';
import { selectUnsavedChanges } from '../features/leaveGuard/selectors';
import {
  leaveConfirmed,
  switchedElsewhereFollowed,
  switchedElsewhereSettled,
  switchedElsewhereWhileEditing,
  unsavedChangesReported,
} from '../features/leaveGuard/slice';
import { accountDataLoadFailed } from '../features/account/slice';
import { selectActiveRouteName } from '../features/navigation/selectors';
import { rightsRequested } from '../features/rights/slice';
import { selectSession, selectTokenAccountId } from '../features/session/selectors';
import { reloadPage } from '../platform/location';
import { storageKeys } from '../platform/storageKeys';
import { navigateTo } from '../routes/navigator';
import { overviewOf } from '../routes/routeTable';
import { accountSwitched } from '../store/accountEvents';
import { refreshAccessToken, TokenRefreshError } from './callApi';

/** A change of the authorization entry made by another tab (the `storage` event). */
export interface AuthorizationEntryChange {
  oldValue: string | null;
  newValue: string | null;
}

/** Recorded for replay: another tab changed the authorization entry and this tab follows. */
export const authorizationChangedElsewhere = createAction<{ removed: boolean }>(
  'session/authorizationChangedElsewhere',
);

/**
 * How this tab answers a change of the authorization entry in another tab. Our reading of spec
 * section 2 ("If the stored authorization entry changes in another browser tab (removed or
 * replaced by a different value), the application navigates to the current section's overview
 * and reloads account data. In other cases it reloads the page."):
 * - `followAccount`: the entry was there and is now gone (logout elsewhere, or `localStorage`
 *   cleared) or holds a different value (another user or account). We go to the overview of the
 *   current route's section and reload the account data: the token is refreshed so it names the
 *   account the server now has (after a logout elsewhere that refresh fails and sign-in follows),
 *   then user data, accounts and rights reload.
 * - `reloadPage`: every other change, which in practice is the entry newly appearing (a sign-in
 *   in another tab while this one had none): the page reloads and starts afresh.
 * - `ignore`: the same value written again (browsers do not even report that).
 */
export function classifyAuthorizationChange(
  change: AuthorizationEntryChange,
): 'followAccount' | 'reloadPage' | 'ignore' {
  if (change.oldValue === change.newValue) return 'ignore';
  if (change.oldValue !== null) return 'followAccount';
  return 'reloadPage';
}

/** Changes of the authorization entry in other tabs, from window's `storage` event. */
export function authorizationEntryChannel(): EventChannel<AuthorizationEntryChange> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      if (event.key === storageKeys.authorization) {
        emit({ oldValue: event.oldValue, newValue: event.newValue });
      } else if (event.key === null) {
        // localStorage.clear() in another tab: the entry (if any) is gone.
        emit({ oldValue: '(cleared)', newValue: null });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, buffers.expanding<AuthorizationEntryChange>(4));
}

/** Reload account data after another tab changed the authorization (see above). */
export function* followAuthorizationChange(): SagaIterator<void> {
  const previousAccountId = yield* select(selectTokenAccountId);
  try {
    yield* call(refreshAccessToken);
  } catch (error) {
    // signInRequired: the auth sagas redirect already; other failures leave the tab as it is.
    if (!(error instanceof TokenRefreshError)) throw error;
    return;
  }
  try {
    yield* call(fetchAccountData);
  } catch (error) {
    console.error('Reloading user data failed', error);
    yield* put(accountDataLoadFailed());
  }
  const accountId = yield* select(selectTokenAccountId);
  if (accountId !== null && accountId !== previousAccountId) {
    // Data of the old account must go: every entity slice resets, rights reload for the new one.
    yield* put(accountSwitched({ accountId }));
  } else {
    yield* put(rightsRequested({ force: true }));
  }
}

/**
 * Issue 23: an open form with unsaved edits is not thrown away silently. The dialog tells the
 * person; the tab follows once they choose "follow now", save the form or leave it. Until then
 * the tab keeps its token, which still names the previous account, so a save lands there.
 * Answers true when the person left for another screen (that screen is where they stay).
 */
export function* waitForUnsavedEdits(removed: boolean): SagaIterator<boolean> {
  if (!(yield* select(selectUnsavedChanges))) return false;
  yield* put(switchedElsewhereWhileEditing({ removed }));
  let leaving = false;
  while (true) {
    const action = yield* take([switchedElsewhereFollowed, unsavedChangesReported, leaveConfirmed]);
    if (switchedElsewhereFollowed.match(action)) break;
    if (leaveConfirmed.match(action)) {
      leaving = true;
      break;
    }
    if (!(yield* select(selectUnsavedChanges))) break;
  }
  yield* put(switchedElsewhereSettled());
  return leaving;
}

export function* handleAuthorizationChange(change: AuthorizationEntryChange): SagaIterator<void> {
  const kind = classifyAuthorizationChange(change);
  if (kind === 'ignore') return;
  const { status } = yield* select(selectSession);
  if (kind === 'reloadPage') {
    yield* call(reloadPage);
    return;
  }
  if (status !== 'signedIn') return;
  const removed = change.newValue === null;
  const leaving = yield* call(waitForUnsavedEdits, removed);
  yield* put(authorizationChangedElsewhere({ removed }));
  if (!leaving) {
    const routeName = yield* select(selectActiveRouteName);
    yield* call(navigateTo, overviewOf(routeName));
  }
  yield* call(followAuthorizationChange);
}

export function* crossTabSaga(): SagaIterator<void> {
  const channel = yield* call(authorizationEntryChannel);
  try {
    while (true) {
      const change = yield* take(channel);
      try {
        yield* call(handleAuthorizationChange, change);
      } catch (error) {
        console.error('Following another tab failed', error);
      }
    }
  } finally {
    channel.close();
  }
}
