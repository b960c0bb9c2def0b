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

/**
 * Marking read: at the service for its notifications, in local storage for system ones (no
 * server id), in the store only for the SPA's transient ones. A failure sets its own fault flag.
 */
export function* markReadSaga(
  action: ReturnType<typeof notificationMarkReadRequested>,
): SagaIterator<void> {
  const item = yield* select(selectItem, action.payload);
  if (!item) return;
  try {
    if (item.id !== null) {
      yield* call(
        callApi<[NotificationSource, number], void>,
        markNotificationRead,
        item.source,
        item.id,
      );
    } else if (item.systemNotificationID) {
      yield* call(rememberSystemNotification, 'read' as const, item.systemNotificationID);
    }
    yield* put(notificationMarkedRead(item.key));
  } catch (error) {
    if (!isAbortError(error)) yield* put(notificationMarkReadFailed());
  }
}

/** Deleting, by the same three ways; a failure sets the delete fault flag. */
export function* deleteSaga(
  action: ReturnType<typeof notificationDeleteRequested>,
): SagaIterator<void> {
  const item = yield* select(selectItem, action.payload);
  if (!item) return;
  try {
    if (item.id !== null) {
      yield* call(
        callApi<[NotificationSource, number], void>,
        deleteNotification,
        item.source,
        item.id,
      );
    } else if (item.systemNotificationID) {
      yield* call(rememberSystemNotification, 'deleted' as const, item.systemNotificationID);
    }
    yield* put(notificationDeleted(item.key));
  } catch (error) {
    if (!isAbortError(error)) yield* put(notificationDeleteFailed());
  }
}

/** The notification centre's actions; loads with its panel (see feature.ts). */
export function* notificationActionsSaga(): SagaIterator<void> {
  yield* takeEvery(notificationMarkReadRequested, markReadSaga);
  yield* takeEvery(notificationDeleteRequested, deleteSaga);
}
