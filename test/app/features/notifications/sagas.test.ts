import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { getNotifications } from '../../../../src/app/api/navigation';
import { deleteNotification, markNotificationRead } from '../../../../src/app/api/notifications';
import { callApi } from '../../../../src/app/auth/callApi';
import {
  expireTransientSaga,
  loadNotificationsSaga,
} from '../../../../src/app/features/notifications/loadSaga';
import { deleteSaga, markReadSaga } from '../../../../src/app/features/notifications/sagas';
import {
  initialNotificationsState,
  notificationDeleted,
  notificationDeleteFailed,
  notificationDeleteRequested,
  notificationMarkedRead,
  notificationMarkReadFailed,
  notificationMarkReadRequested,
  notificationsLoaded,
  notificationsReducer,
  uiNotificationAdded,
  type NotificationItem,
  type NotificationsState,
} from '../../../../src/app/features/notifications/slice';
import { storageKeys } from '../../../../src/app/platform/storageKeys';
import type { NotificationList, ServerNotification } from '../../../../src/common/shell';

const notification = (overrides: Partial<ServerNotification>): ServerNotification => ({
  id: 1,
  source: 'emailModule',
  text: 'Der Export ist fertig.',
  linkUrl: null,
  date: '2026-11-23T08:00:00.000Z',
  highlight: true,
  systemNotificationID: null,
  currentlyRunning: false,
  progress: 0,
  openLinkInNewWindow: false,
  ...overrides,
});

const suiteList: NotificationList = {
  notifications: [
    notification({ id: 1 }),
    notification({ id: null, systemNotificationID: 'maintenance', text: 'Wartung' }),
    notification({ id: null, systemNotificationID: 'old', text: 'Alt' }),
  ],
};
const whatsAppList: NotificationList = {
  notifications: [notification({ id: 7, source: 'whatsApp', text: 'Vorlage genehmigt' })],
};

/** Answers each service's list, or `never` (a request that hangs) for the named one. */
const lists = (hanging?: 'suite' | 'whatsApp') =>
  dynamic(({ args }: { args: unknown[] }) => {
    const isSuite = args[0] === getNotifications;
    if ((hanging === 'suite' && isSuite) || (hanging === 'whatsApp' && !isSuite)) {
      return new Promise(() => undefined);
    }
    return isSuite ? suiteList : whatsAppList;
  });

const stateWith = (items: NotificationItem[]): { notifications: NotificationsState } => ({
  notifications: { ...initialNotificationsState, items },
});
/** The part of the root reducer the action sagas read (they select `state.notifications`). */
const reducer = combineReducers({ notifications: notificationsReducer });
const itemsOf = (state: unknown) => (state as { notifications: NotificationsState }).notifications;

beforeEach(() => window.localStorage.clear());

describe('loading the notifications', () => {
  it('merges both services, newest first, each with a key', async () => {
    const { storeState } = await expectSaga(loadNotificationsSaga)
      .withReducer(notificationsReducer)
      .provide([[matchers.call.fn(callApi), lists()]])
      .run();
    const state = storeState as NotificationsState;
    expect(state.status).toBe('loaded');
    expect(state.items.map((item) => item.key).sort()).toEqual([
      'emailModule:1',
      'system:maintenance',
      'system:old',
      'whatsApp:7',
    ]);
  });

  it('gives up on a service after 5 s and still shows the other (fault flag set)', async () => {
    const { storeState } = await expectSaga(loadNotificationsSaga)
      .withReducer(notificationsReducer)
      .provide([
        [matchers.call.fn(callApi), lists('suite')],
        // The 5000 ms delay of the race: over at once here.
        {
          call(effect, next) {
            return effect.fn === delay(0).payload.fn && effect.args[0] === 5000 ? true : next();
          },
        },
      ])
      .run();
    const state = storeState as NotificationsState;
    expect(state.status).toBe('failed');
    expect(state.items.map((item) => item.key)).toEqual(['whatsApp:7']);
  });

  it('does not time out a service that answers', () =>
    expectSaga(loadNotificationsSaga)
      .withReducer(notificationsReducer)
      .provide([[matchers.call.fn(callApi), lists()]])
      .put.like({ action: { type: notificationsLoaded.type, payload: { failed: false } } })
      .run());

  it('leaves out system notifications deleted in this browser and shows read ones unhighlighted', async () => {
    window.localStorage.setItem(
      storageKeys.systemNotifications,
      JSON.stringify({ read: ['maintenance'], deleted: ['old'] }),
    );
    const { storeState } = await expectSaga(loadNotificationsSaga)
      .withReducer(notificationsReducer)
      .provide([[matchers.call.fn(callApi), lists()]])
      .run();
    const items = (storeState as NotificationsState).items;
    expect(items.find((item) => item.key === 'system:old')).toBeUndefined();
    expect(items.find((item) => item.key === 'system:maintenance')?.highlight).toBe(false);
    expect(items.find((item) => item.key === 'emailModule:1')?.highlight).toBe(true);
  });
});

describe('marking read and deleting', () => {
  const server = { ...notification({ id: 7, source: 'whatsApp' }), key: 'whatsApp:7' };
  const system = {
    ...notification({ id: null, systemNotificationID: 'maintenance' }),
    key: 'system:maintenance',
  };
  const failure = new ApiRequestError(500, { errorKey: 'unknownError' });

  it('marks read at the service the notification came from', async () => {
    const { storeState } = await expectSaga(markReadSaga, notificationMarkReadRequested(server.key))
      .withReducer(reducer, stateWith([server]))
      .provide([[matchers.call.fn(callApi), undefined]])
      .call(callApi, markNotificationRead, 'whatsApp', 7)
      .put(notificationMarkedRead(server.key))
      .run();
    expect(itemsOf(storeState).items[0].highlight).toBe(false);
  });

  it('a failed mark-read sets only its own fault flag and keeps the highlight', async () => {
    const { storeState } = await expectSaga(markReadSaga, notificationMarkReadRequested(server.key))
      .withReducer(reducer, stateWith([server]))
      .provide([[matchers.call.fn(callApi), throwError(failure)]])
      .put(notificationMarkReadFailed())
      .run();
    const state = itemsOf(storeState);
    expect(state).toMatchObject({ markReadFault: true, deleteFault: false });
    expect(state.items[0].highlight).toBe(true);
  });

  it('a failed delete sets only its own fault flag and keeps the notification', async () => {
    const { storeState } = await expectSaga(deleteSaga, notificationDeleteRequested(server.key))
      .withReducer(reducer, stateWith([server]))
      .provide([[matchers.call.fn(callApi), throwError(failure)]])
      .call(callApi, deleteNotification, 'whatsApp', 7)
      .put(notificationDeleteFailed())
      .run();
    const state = itemsOf(storeState);
    expect(state).toMatchObject({ markReadFault: false, deleteFault: true });
    expect(state.items).toHaveLength(1);
  });

  it('a new attempt clears the fault flag of its kind only', () => {
    const faulted = { ...initialNotificationsState, markReadFault: true, deleteFault: true };
    expect(
      notificationsReducer(Object.freeze(faulted), notificationMarkReadRequested('x')),
    ).toMatchObject({ markReadFault: false, deleteFault: true });
    expect(
      notificationsReducer(Object.freeze(faulted), notificationDeleteRequested('x')),
    ).toMatchObject({ markReadFault: true, deleteFault: false });
  });

  it('remembers a system notification read or deleted in local storage, calling no service', async () => {
    await expectSaga(markReadSaga, notificationMarkReadRequested(system.key))
      .withState(stateWith([system]))
      .not.call.fn(callApi)
      .put(notificationMarkedRead(system.key))
      .run();
    await expectSaga(deleteSaga, notificationDeleteRequested(system.key))
      .withState(stateWith([system]))
      .not.call.fn(callApi)
      .put(notificationDeleted(system.key))
      .run();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.systemNotifications)!)).toEqual({
      read: ['maintenance'],
      deleted: ['maintenance'],
    });
  });
});

describe('transient UI notifications', () => {
  it('vanish after their duration', () => {
    const action = uiNotificationAdded({ id: 'saved', text: 'Gespeichert', duration: 3000 });
    return expectSaga(expireTransientSaga, action)
      .provide({
        call(effect, next) {
          return effect.fn === delay(0).payload.fn ? undefined : next();
        },
      })
      .delay(3000)
      .put(notificationDeleted('ui:saved'))
      .run();
  });

  it('stay when the user may delete them', () =>
    expectSaga(
      expireTransientSaga,
      uiNotificationAdded({ id: 'kept', text: 'Export fertig', duration: 3000, deletable: true }),
    )
      .not.put(notificationDeleted('ui:kept'))
      .run());

  it('count as unread and survive a reload of the server notifications', () => {
    let state = notificationsReducer(
      undefined,
      uiNotificationAdded({ id: 'saved', text: 'Gespeichert', duration: 3000 }),
    );
    state = notificationsReducer(state, notificationsLoaded({ items: [], failed: false }));
    expect(state.items.map((item) => item.key)).toEqual(['ui:saved']);
  });
});
