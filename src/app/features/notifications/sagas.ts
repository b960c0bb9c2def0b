import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { NotificationSource } from '../../../common/shell';
import { isAbortError } from '../../api/errors';
import { deleteNotification, markNotificationRead } from '../../api/notifications';
import { callApi } from '../../auth/callApi';
import type { RootState } from '../../store/rootReducer';
import {
  notificationDeleted,
  notificationDeleteFailed,
  notificationDeleteRequested,
  notificationMarkedRead,
  notificationMarkReadFailed,
  notificationMarkReadRequested,
  type NotificationItem,
} from './slice';
import { rememberSystemNotification } from './systemMemory';

const selectItem = (state: RootState, key: string): NotificationItem | undefined =>
  state.notifications.items.find((item) => item.key === key);

/** How one notification goes away or gets marked: its server call, local memory and actions. */
interface Settling {
  atService: (source: NotificationSource, id: number) => Promise<void>;
  remembered: 'read' | 'deleted';
  done: (key: string) => Action;
  failed: () => Action;
}

/**
 * At the service for its notifications, in local storage for system ones (no server id), in the
 * store only for the SPA's transient ones. A failure sets the operation's own fault flag.
 */
function* settleNotification(key: string, how: Settling): SagaIterator<void> {
  const item = yield* select(selectItem, key);
  if (!item) return;
  try {
    if (item.id !== null) {
      yield* call(callApi<[NotificationSource, number], void>, how.atService, item.source, item.id);
    } else if (item.systemNotificationID) {
      yield* call(rememberSystemNotification, how.remembered, item.systemNotificationID);
    }
    yield* put(how.done(item.key));
  } catch (error) {
    if (!isAbortError(error)) yield* put(how.failed());
  }
}

export function* markReadSaga(
  action: ReturnType<typeof notificationMarkReadRequested>,
): SagaIterator<void> {
  yield* call(settleNotification, action.payload, {
    atService: markNotificationRead,
    remembered: 'read' as const,
    done: notificationMarkedRead,
    failed: notificationMarkReadFailed,
  });
}

export function* deleteSaga(
  action: ReturnType<typeof notificationDeleteRequested>,
): SagaIterator<void> {
  yield* call(settleNotification, action.payload, {
    atService: deleteNotification,
    remembered: 'deleted' as const,
    done: notificationDeleted,
    failed: notificationDeleteFailed,
  });
}

/** The notification centre's actions; loads with its panel (see feature.ts). */
export function* notificationActionsSaga(): SagaIterator<void> {
  yield* takeEvery(notificationMarkReadRequested, markReadSaga);
  yield* takeEvery(notificationDeleteRequested, deleteSaga);
}
