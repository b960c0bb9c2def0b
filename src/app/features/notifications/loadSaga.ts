import type { SagaIterator } from 'redux-saga';
import { call as rawCall, delay as rawDelay } from 'redux-saga/effects';
import { all, call, delay, put, race, takeEvery, takeLatest } from 'typed-redux-saga';
import type { NotificationList } from '../../../common/shell';
import {
  getNotifications,
  getWhatsAppNotifications,
  notificationTimeoutMs,
} from '../../api/navigation';
import { callApi } from '../../auth/callApi';
import { accountSwitched } from '../../store/accountEvents';
import { signedIn } from '../session/slice';
import {
  keyOf,
  notificationDeleted,
  notificationsLoaded,
  notificationsRequested,
  uiNotificationAdded,
  type NotificationItem,
} from './slice';
import { readSystemMemory } from './systemMemory';

export class NotificationTimeoutError extends Error {
  constructor() {
    super(`No notifications within ${notificationTimeoutMs} ms`);
    this.name = 'NotificationTimeoutError';
  }
}

/**
 * One service's list within the time-out of spec section 9 (5000 ms); a slower answer counts as
 * failed and its request is cancelled (aborted) by the race.
 */
export function* fetchWithTimeout(
  fetch: () => Promise<NotificationList>,
): SagaIterator<NotificationList> {
  const { list } = (yield* race({
    list: rawCall(callApi, fetch),
    timeout: rawDelay(notificationTimeoutMs),
  })) as { list?: NotificationList };
  if (!list) throw new NotificationTimeoutError();
  return list;
}

/** Settled: a source that fails yields null, so the other still shows. */
function* settled(fetch: () => Promise<NotificationList>): SagaIterator<NotificationList | null> {
  try {
    return yield* call(fetchWithTimeout, fetch);
  } catch {
    return null;
  }
}

/**
 * Both services' notifications; system notifications the user deleted in this browser are left
 * out, those read show without highlight (spec section 4).
 */
export function* loadNotificationsSaga(): SagaIterator<void> {
  const [suite, whatsApp] = (yield* all([
    rawCall(settled, getNotifications),
    rawCall(settled, getWhatsAppNotifications),
  ])) as [NotificationList | null, NotificationList | null];
  const memory = yield* call(readSystemMemory);
  const items: NotificationItem[] = [
    ...(suite?.notifications ?? []),
    ...(whatsApp?.notifications ?? []),
  ]
    .filter((n) => !(n.systemNotificationID && memory.deleted.includes(n.systemNotificationID)))
    .map((n) => ({
      ...n,
      key: keyOf(n),
      highlight:
        n.highlight && !(n.systemNotificationID && memory.read.includes(n.systemNotificationID)),
    }));
  yield* put(notificationsLoaded({ items, failed: !suite || !whatsApp }));
}

/** Spec section 9: a transient notification with a duration goes after it, unless deletable. */
export function* expireTransientSaga(
  action: ReturnType<typeof uiNotificationAdded>,
): SagaIterator<void> {
  const { key, duration, deletable } = action.payload;
  if (!duration || deletable) return;
  yield* delay(duration);
  yield* put(notificationDeleted(key));
}

function* requestNotifications() {
  yield* put(notificationsRequested());
}

/** Loads after sign-in and each account switch (the bell's count); `notificationsRequested` reloads. */
export function* notificationsSaga(): SagaIterator<void> {
  yield* takeLatest([signedIn, accountSwitched], requestNotifications);
  yield* takeLatest(notificationsRequested, loadNotificationsSaga);
  yield* takeEvery(uiNotificationAdded, expireTransientSaga);
}
