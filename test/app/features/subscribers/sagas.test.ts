import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import {
  changeGroupMembers,
  getImport,
  getImportRejections,
  postGroup,
  postSubscriber,
  startImport,
  uploadImport,
} from '../../../../src/app/api/subscribers';
import { callApi } from '../../../../src/app/auth/callApi';
import { parkImportFile } from '../../../../src/app/features/subscribers/importFiles';
import {
  fetchSubscriberPage,
  subscribersSaga,
} from '../../../../src/app/features/subscribers/sagas';
import { subscriberList } from '../../../../src/app/features/subscribers/subscriberList';
import {
  groupSaved,
  groupSaveFailed,
  groupSaveRequested,
  importFinished,
  importProgressed,
  importStartRequested,
  importUploaded,
  importUploadRequested,
  initialSubscribersState,
  listQueryChanged,
  membersChanged,
  membersChangeFailed,
  membersChangeRequested,
  pageLoaded,
  pageRequested,
  subscriberSaved,
  subscriberSaveFailed,
  subscriberSaveRequested,
  subscribersReducer,
} from '../../../../src/app/features/subscribers/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import type {
  ImportProgress,
  Subscriber,
  SubscriberProfile,
} from '../../../../src/common/subscribers';

/** The search's pause, a moment instead of a quarter second (a real wait). */
const shortDelay: EffectProviders = {
  call(effect, next) {
    return effect.fn === delay(0).payload.fn
      ? new Promise((resolve) => setTimeout(resolve, 1))
      : next();
  },
};

/** The feature's reducer under its own key, as the saga selects it from the root state. */
const rootReducer = (
  state: { subscribers: typeof initialSubscribersState } | undefined,
  action: { type: string },
) => ({ subscribers: subscribersReducer(state?.subscribers, action) });

const subscriber: Subscriber = {
  uniqueId: '00000000-0000-4000-8000-000000000001',
  firstname: 'Greta',
  lastname: 'Grünwald',
  email: 'greta@example.de',
  telnr: '+491715550101',
  telnrValid: true,
  culture: 'de-DE',
  doiStatus: 'confirmed',
  deactivated: false,
  customFields: {},
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
};
const group: SubscriberProfile = {
  uniqueId: '00000000-0000-4000-8000-0000000000aa',
  name: 'VIP',
  isSystem: false,
  subscriberCount: 1,
};
type ApiFunction = (...args: never[]) => Promise<unknown>;

/**
 * Answers `callApi(fn, ...)` per API function: a value, an Error to throw, or a function of the
 * number of calls so far (polling).
 */
function answering(answers: [ApiFunction, unknown][]): EffectProviders {
  const counts = new Map<ApiFunction, number>();
  return {
    call(effect, next) {
      const entry = answers.find(([fn]) => effect.fn === callApi && effect.args[0] === fn);
      if (!entry) return next();
      const [fn, answer] = entry;
      const count = (counts.get(fn) ?? 0) + 1;
      counts.set(fn, count);
      const value =
        typeof answer === 'function' ? (answer as (n: number) => unknown)(count) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  };
}

const apiError = (status: number, errorKey: string, details: unknown[] = []) =>
  new ApiRequestError(status, { errorKey, message: errorKey, details: details as never });

/** The list kit's page of `page`. */
const listPage = { items: [subscriber], total: 1, totalExact: true, nextAfter: null };
const everyone = { search: '', profileId: null };

describe('subscribersSaga: the list', () => {
  it('loads the first page of a new query once the typing paused, and keeps it', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide([shortDelay, answering([[fetchSubscriberPage, listPage]])])
      .call(
        callApi,
        fetchSubscriberPage,
        { search: 'grün', profileId: null },
        { skip: 0, take: 100 },
      )
      .put(pageLoaded({ generation: 1, page: 0, result: listPage }))
      .dispatch(listQueryChanged({ search: 'grün', profileId: null }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(subscriberList.selectRows(storeState.subscribers.list)).toEqual([subscriber]);
        expect(storeState.subscribers.list.total).toBe(1);
      }));

  it('asks for the page a scroll reaches, at its offset', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide([shortDelay, answering([[fetchSubscriberPage, listPage]])])
      .call(callApi, fetchSubscriberPage, everyone, { skip: 300, take: 100 })
      .dispatch(listQueryChanged(everyone))
      .dispatch(pageRequested(3))
      .silentRun(50));

  it('asks for the page after a loaded one by its key, not by offset', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide([
        shortDelay,
        answering([[fetchSubscriberPage, { ...listPage, nextAfter: 'WzQyXQ' }]]),
      ])
      .call(callApi, fetchSubscriberPage, everyone, { skip: 0, take: 100 })
      .call(callApi, fetchSubscriberPage, everyone, { skip: 100, take: 100, after: 'WzQyXQ' })
      .dispatch(listQueryChanged(everyone))
      .delay(20)
      .dispatch(pageRequested(1))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(storeState.subscribers.list.pageKeys[0]).toBe('WzQyXQ');
      }));

  it('drops the answer of a query that was replaced meanwhile', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide([shortDelay, answering([[fetchSubscriberPage, listPage]])])
      .withState({ subscribers: initialSubscribersState })
      .dispatch(listQueryChanged({ search: 'alt', profileId: null }))
      .dispatch(pageLoaded({ generation: 0, page: 0, result: { ...listPage, total: 99 } }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.subscribers.list.total).toBe(1);
      }));
});

describe('subscribersSaga: the form', () => {
  const input = { email: 'greta@example.de', culture: 'de-DE', doiStatus: 'unknown' as const };

  it('creates a subscriber and closes the editor', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[postSubscriber, subscriber]]))
      .call(callApi, postSubscriber, input)
      .put(subscriberSaved({ subscriber, isNew: true }))
      .dispatch(subscriberSaveRequested({ uniqueId: null, input }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.subscribers.editor.open).toBe(false)));

  it('shows a duplicate number on its field', () => {
    const details = [{ field: 'telnr', reason: 'duplicate' }];
    return expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[postSubscriber, apiError(409, 'subscriberDuplicate', details)]]))
      .put(subscriberSaveFailed({ error: 'duplicate', fieldErrors: details }))
      .dispatch(subscriberSaveRequested({ uniqueId: null, input }))
      .silentRun(50);
  });
});

describe('subscribersSaga: groups', () => {
  it('creates a group', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[postGroup, group]]))
      .call(callApi, postGroup, 'VIP')
      .put(groupSaved(group))
      .dispatch(groupSaveRequested({ uniqueId: null, name: 'VIP' }))
      .silentRun(50));

  it('answers a name in use with nameDuplicate on the field', () => {
    const details = [{ field: 'name', reason: 'nameDuplicate' }];
    return expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[postGroup, apiError(409, 'nameDuplicate', details)]]))
      .put(groupSaveFailed({ error: 'nameDuplicate', fieldErrors: details }))
      .dispatch(groupSaveRequested({ uniqueId: null, name: 'vip' }))
      .silentRun(50);
  });

  it('adds members and clears the selection', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[changeGroupMembers, { changed: 1, profile: group }]]))
      .call(callApi, changeGroupMembers, group.uniqueId, [subscriber.uniqueId], 'add')
      .put(membersChanged({ mode: 'add', changed: 1, profile: group }))
      .dispatch(
        membersChangeRequested({
          profileId: group.uniqueId,
          subscriberIds: [subscriber.uniqueId],
          mode: 'add',
        }),
      )
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.subscribers.list.selected).toEqual([])));

  it('says so when there is no one to add', () =>
    expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(answering([[changeGroupMembers, apiError(400, 'noRecipientsToAdd')]]))
      .put(membersChangeFailed('noRecipientsToAdd'))
      .dispatch(
        membersChangeRequested({ profileId: group.uniqueId, subscriberIds: [], mode: 'add' }),
      )
      .silentRun(50));
});

describe('subscribersSaga: the import wizard', () => {
  const uploaded = { importId: 7, headers: ['E-Mail'], preview: [['a@example.de']] };
  const running: ImportProgress = {
    importId: 7,
    state: 'running',
    fileName: 'k.csv',
    totalRows: 10,
    rowsDone: 4,
    imported: 3,
    rejected: 1,
    errorKey: null,
  };
  const done: ImportProgress = {
    ...running,
    state: 'done',
    rowsDone: 10,
    imported: 8,
    rejected: 2,
  };
  const rejections = [
    { line: 3, reason: 'invalidPhone' as const, field: 'telnr', values: ['x', '+49 1'] },
  ];

  it('uploads, starts with the mapping, polls the progress and loads the report', () => {
    const fileKey = parkImportFile(new Blob(['E-Mail\na@example.de\n']));
    const mapping = { columns: [{ index: 0, field: 'email' }] };
    return expectSaga(subscribersSaga)
      .withReducer(rootReducer)
      .provide(
        answering([
          [uploadImport, uploaded],
          [startImport, running],
          [getImport, (n: number) => (n === 1 ? running : done)],
          [getImportRejections, { rejections, total: 1 }],
        ]),
      )
      .put(importUploaded(uploaded))
      .call(callApi, startImport, 7, mapping)
      .put(importProgressed(running))
      .put(importFinished({ progress: done, rejections }))
      .dispatch(importUploadRequested({ fileKey, fileName: 'k.csv' }))
      .dispatch(importStartRequested(mapping))
      .silentRun(1500)
      .then(({ storeState }) => expect(storeState.subscribers.importer.step).toBe('report'));
  });

  it('forgets everything of the previous account', () => {
    const state = subscribersReducer(
      { ...initialSubscribersState, cultures: [{ id: 'de-DE', name: 'Deutsch' }] },
      accountSwitched({ accountId: 2 }),
    );
    expect(state).toEqual(initialSubscribersState);
  });
});
