import type { SagaIterator } from 'redux-saga';
import { all as allEffect, call as callEffect, take as takeEffect } from 'redux-saga/effects';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
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
  SubscriberPage,
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
  type SubscriberPageRequest,
} from '../../api/subscribers';
import { callApi } from '../../auth/callApi';
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
  pageLoaded,
  pageLoadFailed,
  pageRequested,
  pageSize,
  subscriberChanged,
  subscriberSaved,
  subscriberSaveFailed,
  subscriberSaveRequested,
  type SaveError,
} from './slice';

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

export function* loadPageSaga(page: number): SagaIterator<void> {
  const { query, generation, pageKeys } = yield* select(selectSubscriberList);
  try {
    // Scrolling on reads the next page by the key of the one before; a jump skips rows.
    const after = pageKeys[page - 1];
    const request: SubscriberPageRequest = {
      ...(after ? { skip: 0, after } : { skip: page * pageSize }),
      take: pageSize,
      search: query.search,
      profileId: query.profileId,
    };
    const result = yield* call(
      callApi<[SubscriberPageRequest], SubscriberPage>,
      getSubscriberPage,
      request,
    );
    yield* put(pageLoaded({ generation, page, result }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(pageLoadFailed({ generation, page }));
  }
}

/** A new query loads its first page; the previous query's requests are cancelled. */
export function* listQuerySaga(): SagaIterator<void> {
  yield* put(pageRequested(0));
}

export function* pageRequestedSaga(action: ReturnType<typeof pageRequested>): SagaIterator<void> {
  // A new query while the page loads cancels the load (its answer would be stale anyway).
  yield* race({
    load: callEffect(loadPageSaga, action.payload),
    stop: takeEffect(listQueryChanged),
  });
}

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
  } catch (error) {
    if (!isAbortError(error)) yield* put(pageLoadFailed({ generation: -1, page: -1 }));
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
  yield* takeLatest(listQueryChanged, listQuerySaga);
  yield* takeEvery(pageRequested, pageRequestedSaga);
  yield* takeLatest(lookupsRequested, loadLookupsSaga);
  yield* takeLatest(subscriberSaveRequested, saveSubscriberSaga);
  yield* takeEvery(deactivationRequested, deactivateSaga);
  yield* takeLatest(groupsRequested, loadGroupsSaga);
  yield* takeLatest(groupSaveRequested, saveGroupSaga);
  yield* takeLatest(groupDeleteRequested, deleteGroupSaga);
  yield* takeEvery(membersChangeRequested, changeMembersSaga);
  yield* call(importWizardSaga);
}
