import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerNotification } from '../../../common/shell';
import { accountSwitched } from '../../store/accountEvents';

/**
 * One entry of the notification centre (spec section 3). `key` identifies it in the SPA:
 * `emailModule:12` and `whatsApp:7` for the two services' notifications, `system:<id>` for
 * system notifications (no server id), `ui:<id>` for transient notifications of the SPA itself.
 */
export interface NotificationItem extends ServerNotification {
  key: string;
  /** Transient UI notifications: shown for `duration` ms, unless the user may delete it. */
  duration?: number;
  deletable?: boolean;
}

export type NotificationsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface NotificationsState {
  /** Newest first. A plain list: it is short, and keeps the start-up JavaScript small. */
  items: NotificationItem[];
  /** `failed`: either service's list could not be loaded (or took over 5 s). */
  status: NotificationsStatus;
  /** Spec section 8: mark-read and delete failures set separate fault flags. */
  markReadFault: boolean;
  deleteFault: boolean;
}

export const initialNotificationsState: NotificationsState = {
  items: [],
  status: 'idle',
  markReadFault: false,
  deleteFault: false,
};

const newestFirst = (a: NotificationItem, b: NotificationItem) => b.date.localeCompare(a.date);

export const keyOf = (notification: ServerNotification): string =>
  notification.id === null
    ? `system:${notification.systemNotificationID ?? notification.date}`
    : `${notification.source}:${notification.id}`;

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notificationsRequested(state) {
      state.status = 'loading';
    },
    /** `failed`: one of the sources failed; what the other answered is shown all the same. */
    notificationsLoaded(
      state,
      action: PayloadAction<{ items: NotificationItem[]; failed: boolean }>,
    ) {
      const transient = state.items.filter((item) => item.key.startsWith('ui:'));
      state.items = [...action.payload.items, ...transient].sort(newestFirst);
      state.status = action.payload.failed ? 'failed' : 'loaded';
    },
    notificationMarkReadRequested(state, _action: PayloadAction<string>) {
      state.markReadFault = false;
    },
    notificationMarkedRead(state, action: PayloadAction<string>) {
      const item = state.items.find((entry) => entry.key === action.payload);
      if (item) item.highlight = false;
    },
    notificationMarkReadFailed(state) {
      state.markReadFault = true;
    },
    notificationDeleteRequested(state, _action: PayloadAction<string>) {
      state.deleteFault = false;
    },
    notificationDeleted(state, action: PayloadAction<string>) {
      state.items = state.items.filter((entry) => entry.key !== action.payload);
    },
    notificationDeleteFailed(state) {
      state.deleteFault = true;
    },
    /** A transient notification of the SPA (e.g. "saved"); the text is already translated. */
    uiNotificationAdded: {
      reducer(state, action: PayloadAction<NotificationItem>) {
        state.items = [action.payload, ...state.items].sort(newestFirst);
      },
      prepare(notice: { id: string; text: string; duration?: number; deletable?: boolean }) {
        return {
          payload: {
            key: `ui:${notice.id}`,
            id: null,
            source: 'emailModule' as const,
            text: notice.text,
            linkUrl: null,
            date: new Date().toISOString(),
            highlight: true,
            systemNotificationID: null,
            currentlyRunning: false,
            progress: 0,
            openLinkInNewWindow: false,
            duration: notice.duration,
            deletable: notice.deletable,
          },
        };
      },
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialNotificationsState);
  },
});

export const {
  notificationsRequested,
  notificationsLoaded,
  notificationMarkReadRequested,
  notificationMarkedRead,
  notificationMarkReadFailed,
  notificationDeleteRequested,
  notificationDeleted,
  notificationDeleteFailed,
  uiNotificationAdded,
} = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
