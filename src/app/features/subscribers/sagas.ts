import type { RootState } from '../../store/rootReducer';
import type { SagaIterator } from 'redux-saga';
import { all as allEffect, call as callEffect, take as takeEffect } from 'redux-saga/effects';
import {
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'typed-redux-saga';
import type {
  AvailableCultures,
  ImportMapping,
  ImportProgress,
  ImportRejectionPage,
  ImportUploaded,
  Subscriber,
  SubscriberField,
  SubscriberGroups,
  SubscriberInput,
  SubscriberProfile,
} from '../../../common/subscribers';
import type { ConsentHistoryEntry } from '../../../common/doubleOptIn';
import type { ApiErrorDetail } from '../../../common/validation';
import { isAbortError } from '../../api/errors';
import {
  addGroupMembersByFilter,
  changeGroupMembers,
  deleteGroup,
  getConsentHistory,
  getCultures,
  getGroups,
  getImport,
  getImportRejections,
  getSubscriberFields,
  getSubscriberPage,
  postGroup,
  postSubscriber,
  putDeactivated,
  putGroup,
  putSubscriber,
  startImport,
  uploadImport,
  type MembersChanged,
} from '../../api/subscribers';
import { callApi } from '../../auth/callApi';
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage } from '../../components/list/listSlice';
import { takeImportFile } from './importFiles';
import { selectSubscriberList } from './selectors';
import {
  consentHistoryLoaded,
  consentHistoryLoadFailed,
  deactivationRequested,
  editorOpened,
  groupDeleted,
  groupDeleteFailed,
  groupDeleteRefused,
  groupDeleteRequested,
  groupSaved,
  groupSaveFailed,
  groupSaveRequested,
  groupsLoaded,
  groupsLoadFailed,
  groupsRequested,
  importFailed,
  importFinished,
  importProgressed,
  importReset,
  importStartRequested,
  importUploaded,
  importUploadRequested,
  listQueryChanged,
  lookupsLoaded,
  lookupsRequested,
  membersChanged,
  membersChangeFailed,
  membersChangeRequested,
  selectionCleared,
  subscriberAppended,
  subscriberChanged,
  subscriberSaved,
  subscriberSaveFailed,
  subscriberSaveRequested,
  type SaveError,
} from './slice';
import { subscriberList, type ListQuery } from './subscriberList';

/** How long the list waits after a keystroke in the search before it asks. */
export const searchDebounceMs = 250;

/** How often the import's progress is asked for while it runs. */
export const importPollMs = 500;

const errorKeyOf = (error: unknown): string | undefined => {
  const { errorKey } = (error ?? {}) as { errorKey?: unknown };
  return typeof errorKey === 'string' ? errorKey : undefined;
};
const detailsOf = (error: unknown): ApiErrorDetail[] => {
  const { details } = (error ?? {}) as { details?: unknown };
  return Array.isArray(details) ? (details as ApiErrorDetail[]) : [];
};

/** The error keys a form shows as such; anything else is "saving failed". */
export function saveErrorOf(error: unknown): SaveError {
  switch (errorKeyOf(error)) {
    case 'subscriberDuplicate':
      return 'duplicate';
    case 'nameDuplicate':
      return 'nameDuplicate';
    case 'noRecipientsToAdd':
      return 'noRecipientsToAdd';
    default:
      return 'failed';
  }
}

/** One page of the list: the next by the key of the one before (a seek), a jump by offset. */
export async function fetchSubscriberPage(
  query: ListQuery,
  page: PageRequest,
): Promise<ListPage<Subscriber>> {
  const result = await getSubscriberPage({
    ...(page.after ? { skip: 0, after: page.after } : { skip: page.skip }),
    take: page.take,
    search: query.search,
    profileId: query.profileId,
  });
  return {
    items: result.subscribers,
    total: result.total,
    totalExact: result.totalExact,
    nextAfter: result.nextAfter,
  };
}

/**
 * The list kit loads the pages the table reaches; a search waits for the typing to pause and
 * a newer one cancels it (takeLatest), so only the current search's rows are shown.
 */
export const subscriberListSaga = createListSaga({
  list: subscriberList,
  // Called lazily: selectors.ts loads this module through ./feature, so it is not yet defined here.
  selectList: (state: RootState) => selectSubscriberList(state),
  fetchPage: fetchSubscriberPage,
  debounceMs: searchDebounceMs,
});

export function* loadLookupsSaga(): SagaIterator<void> {
  try {
    const [cultures, fields] = (yield allEffect([
      callEffect(callApi<[], AvailableCultures>, getCultures),
      callEffect(callApi<[], SubscriberField[]>, getSubscriberFields),
    ])) as [AvailableCultures, SubscriberField[]];
    yield* put(lookupsLoaded({ cultures: cultures.cultures, fields }));
  } catch {
    // The form falls back to the cultures it knows; custom fields are then not offered.
  }
}

export function* saveSubscriberSaga(
  action: ReturnType<typeof subscriberSaveRequested>,
): SagaIterator<void> {
  const { uniqueId, input } = action.payload;
  try {
    const subscriber = uniqueId
      ? yield* call(callApi<[string, SubscriberInput], Subscriber>, putSubscriber, uniqueId, input)
      : yield* call(callApi<[SubscriberInput], Subscriber>, postSubscriber, input);
    yield* put(subscriberSaved({ subscriber, isNew: !uniqueId }));
    // A new subscriber joins at the end: the list reloads from there when scrolled to.
    yield* put(uniqueId ? subscriberChanged(subscriber) : subscriberAppended());
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(subscriberSaveFailed({ error: saveErrorOf(error), fieldErrors: detailsOf(error) }));
  }
}

export function* deactivateSaga(
  action: ReturnType<typeof deactivationRequested>,
): SagaIterator<void> {
  const { uniqueId, deactivated } = action.payload;
  try {
    const subscriber = yield* call(
      callApi<[string, boolean], Subscriber>,
      putDeactivated,
      uniqueId,
      deactivated,
    );
    yield* put(subscriberChanged(subscriber));
  } catch {
    // The row stays as it was: the button can be pressed again.
  }
}

export function* loadGroupsSaga(): SagaIterator<void> {
  try {
    const groups = yield* call(callApi<[], SubscriberGroups>, getGroups);
    yield* put(groupsLoaded(groups));
  } catch (error) {
    if (!isAbortError(error)) yield* put(groupsLoadFailed());
  }
}

/** Deletes a group; while a newsletter uses it the server refuses with their names. */
export function* deleteGroupSaga(
  action: ReturnType<typeof groupDeleteRequested>,
): SagaIterator<void> {
  const { uniqueId } = action.payload;
  try {
    yield* call(callApi<[string], void>, deleteGroup, uniqueId);
    yield* put(groupDeleted({ uniqueId }));
  } catch (error) {
    if (isAbortError(error)) return;
    if (errorKeyOf(error) === 'groupInUse') {
      yield* put(groupDeleteRefused(detailsOf(error).map((detail) => detail.reason)));
    } else {
      yield* put(groupDeleteFailed());
    }
  }
}

export function* saveGroupSaga(action: ReturnType<typeof groupSaveRequested>): SagaIterator<void> {
  const { uniqueId, name } = action.payload;
  try {
    const profile = uniqueId
      ? yield* call(callApi<[string, string], SubscriberProfile>, putGroup, uniqueId, name)
      : yield* call(callApi<[string], SubscriberProfile>, postGroup, name);
    yield* put(groupSaved(profile));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(groupSaveFailed({ error: saveErrorOf(error), fieldErrors: detailsOf(error) }));
  }
}

export function* changeMembersSaga(
  action: ReturnType<typeof membersChangeRequested>,
): SagaIterator<void> {
  const { profileId, subscriberIds, mode, byFilter } = action.payload;
  try {
    const result = byFilter
      ? yield* call(
          callApi<[string, { search?: string; profileId?: string }], MembersChanged>,
          addGroupMembersByFilter,
          profileId,
          {
            ...(byFilter.search.trim() ? { search: byFilter.search.trim() } : {}),
            ...(byFilter.profileId ? { profileId: byFilter.profileId } : {}),
          },
        )
      : yield* call(
          callApi<[string, string[], 'add' | 'remove'], MembersChanged>,
          changeGroupMembers,
          profileId,
          subscriberIds,
          mode,
        );
    yield* put(membersChanged({ mode, changed: result.changed, profile: result.profile }));
    yield* put(selectionCleared());
    // The members list of the group shown changes with it.
    const { query } = yield* select(selectSubscriberList);
    if (mode === 'remove' && query.profileId === profileId) yield* put(listQueryChanged(query));
  } catch (error) {
    if (!isAbortError(error)) yield* put(membersChangeFailed(saveErrorOf(error)));
  }
}

/** Asks for the import's progress until it is done or failed, then loads its report. */
export function* pollImportSaga(importId: number): SagaIterator<void> {
  while (true) {
    const progress = yield* call(callApi<[number], ImportProgress>, getImport, importId);
    if (progress.state === 'done' || progress.state === 'failed') {
      const report = yield* call(
        callApi<[number], ImportRejectionPage>,
        getImportRejections,
        importId,
      );
      yield* put(importFinished({ progress, rejections: report.rejections }));
      return;
    }
    yield* put(importProgressed(progress));
    yield* delay(importPollMs);
  }
}

export function* uploadImportSaga(
  action: ReturnType<typeof importUploadRequested>,
): SagaIterator<void> {
  const file = takeImportFile(action.payload.fileKey);
  if (!file) {
    yield* put(importFailed({ step: 'file', error: 'noFile' }));
    return;
  }
  try {
    const uploaded = yield* call(
      callApi<[Blob, string], ImportUploaded>,
      uploadImport,
      file,
      action.payload.fileName,
    );
    yield* put(importUploaded(uploaded));
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(importFailed({ step: 'file', error: errorKeyOf(error) ?? 'failed' }));
    }
  }
}

export function* runImportSaga(
  importId: number,
  action: ReturnType<typeof importStartRequested>,
): SagaIterator<void> {
  try {
    yield* call(
      callApi<[number, ImportMapping], ImportProgress>,
      startImport,
      importId,
      action.payload,
    );
    yield* race({ poll: callEffect(pollImportSaga, importId), stop: takeEffect(importReset) });
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(importFailed({ step: 'mapping', error: errorKeyOf(error) ?? 'failed' }));
    }
  }
}

/** The import wizard: upload, then (once per upload) start and follow the progress. */
export function* importWizardSaga(): SagaIterator<void> {
  yield* takeLatest(importUploadRequested, uploadImportSaga);
  while (true) {
    const uploaded = yield* take(importUploaded);
    const next = yield* take([importStartRequested, importReset, importUploadRequested]);
    if (importStartRequested.match(next)) {
      yield* call(runImportSaga, uploaded.payload.importId, next);
    }
  }
}

/** The consent history of the subscriber the editor opened (none for a new one). */
export function* loadConsentHistorySaga(
  action: ReturnType<typeof editorOpened>,
): SagaIterator<void> {
  const subscriber = action.payload;
  if (!subscriber) return;
  try {
    const entries = yield* call(
      callApi<[string], ConsentHistoryEntry[]>,
      getConsentHistory,
      subscriber.uniqueId,
    );
    yield* put(consentHistoryLoaded({ uniqueId: subscriber.uniqueId, entries }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(consentHistoryLoadFailed());
  }
}

export function* subscribersSaga(): SagaIterator<void> {
  yield* takeLatest(editorOpened, loadConsentHistorySaga);
  yield* fork(subscriberListSaga);
  yield* takeLatest(lookupsRequested, loadLookupsSaga);
  yield* takeLatest(subscriberSaveRequested, saveSubscriberSaga);
  yield* takeEvery(deactivationRequested, deactivateSaga);
  yield* takeLatest(groupsRequested, loadGroupsSaga);
  yield* takeLatest(groupSaveRequested, saveGroupSaga);
  yield* takeLatest(groupDeleteRequested, deleteGroupSaga);
  yield* takeEvery(membersChangeRequested, changeMembersSaga);
  yield* call(importWizardSaga);
}
