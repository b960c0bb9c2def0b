import type { SagaIterator } from 'redux-saga';
import { all as allEffect, call as callEffect } from 'redux-saga/effects';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import type {
  SsoAvailableGroup,
  SsoMapping,
  SsoMappingRequest,
  SsoMappingSaved,
  SsoRole,
  SsoSettings,
} from '../../../common/sso';
import type { ApiErrorDetail } from '../../../common/validation';
import { isAbortError, statusOf } from '../../api/errors';
import {
  deleteSsoMappings,
  getSsoAvailableGroups,
  getSsoMapping,
  getSsoRoles,
  getSsoSettings,
  patchSyncState,
  postSsoMapping,
} from '../../api/sso';
import { callApi } from '../../auth/callApi';
import { navigateTo } from '../../routes/navigator';
import { SSO_MAPPING_LIST } from '../../routes/paths';
import {
  mappingEditorClosed,
  mappingEditorLoaded,
  mappingEditorLoadFailed,
  mappingEditorNotFound,
  mappingEditorOpened,
  mappingSaved,
  mappingSaveFailed,
  mappingSaveRequested,
  mappingsDeleted,
  mappingsDeleteFailed,
  mappingsDeleteRequested,
  ssoLoaded,
  ssoLoadFailed,
  ssoRequested,
  syncStateChanged,
  syncStateChangeFailed,
  syncStateChangeRequested,
  type SsoSaveError,
} from './slice';

/** The settings and mappings of the mapping list. */
export function* loadSsoSaga(): SagaIterator<void> {
  try {
    const settings = yield* call(callApi<[], SsoSettings>, getSsoSettings);
    yield* put(ssoLoaded(settings));
  } catch (error) {
    if (!isAbortError(error)) yield* put(ssoLoadFailed());
  }
}

export function* changeSyncStateSaga(
  action: ReturnType<typeof syncStateChangeRequested>,
): SagaIterator<void> {
  try {
    const result = yield* call(
      callApi<[boolean], { syncState: boolean }>,
      patchSyncState,
      action.payload,
    );
    yield* put(syncStateChanged(result.syncState));
  } catch (error) {
    if (!isAbortError(error)) yield* put(syncStateChangeFailed());
  }
}

export function* deleteMappingsSaga(
  action: ReturnType<typeof mappingsDeleteRequested>,
): SagaIterator<void> {
  try {
    yield* call(callApi<[number[]], void>, deleteSsoMappings, action.payload);
    yield* put(mappingsDeleted(action.payload));
  } catch (error) {
    if (!isAbortError(error)) yield* put(mappingsDeleteFailed());
  }
}

export function* fetchMapping(id: number | null): SagaIterator<SsoMapping | null> {
  return id === null ? null : yield* call(callApi<[number], SsoMapping>, getSsoMapping, id);
}

export function* fetchAvailableGroups(): SagaIterator<SsoAvailableGroup[]> {
  return yield* call(callApi<[], SsoAvailableGroup[]>, getSsoAvailableGroups);
}

export function* fetchRoles(): SagaIterator<SsoRole[]> {
  return yield* call(callApi<[], SsoRole[]>, getSsoRoles);
}

/** The editor's data: the mapping (when editing), the available groups and the roles. */
export function* loadEditorSaga(
  action: ReturnType<typeof mappingEditorOpened> | ReturnType<typeof mappingEditorClosed>,
): SagaIterator<void> {
  if (!mappingEditorOpened.match(action)) return;
  const { id } = action.payload;
  try {
    // In parallel; the first failure cancels the others.
    const [mapping, availableGroups, roles] = (yield allEffect([
      callEffect(fetchMapping, id),
      callEffect(fetchAvailableGroups),
      callEffect(fetchRoles),
    ])) as [SsoMapping | null, SsoAvailableGroup[], SsoRole[]];
    yield* put(mappingEditorLoaded({ mapping, availableGroups, roles }));
  } catch (error) {
    if (isAbortError(error)) return;
    // 404: the mapping is not in this account (the screen asks whether another one holds it).
    const missing = id !== null && statusOf(error) === 404;
    yield* put(missing ? mappingEditorNotFound() : mappingEditorLoadFailed());
  }
}

/** What a failed save means: a name in use, a group mapped already (on their fields) or a failure. */
export function saveFailureOf(error: unknown): SsoSaveError {
  const { errorKey } = (error ?? {}) as { errorKey?: unknown };
  return errorKey === 'nameDuplicate' || errorKey === 'directoryGroupMapped' ? errorKey : 'failed';
}

/** The field errors of a failed save; the group's error names the mapping that has it. */
function saveFieldErrors(failure: SsoSaveError, error: unknown): ApiErrorDetail[] {
  if (failure === 'nameDuplicate') return [{ field: 'name', reason: 'nameDuplicate' }];
  if (failure !== 'directoryGroupMapped') return [];
  const { details } = (error ?? {}) as { details?: ApiErrorDetail[] };
  const mappedBy = details?.find((detail) => detail.field === 'externalId')?.params?.name;
  return [
    {
      field: 'externalId',
      reason: 'directoryGroupMapped',
      params: { name: mappedBy === undefined ? '' : String(mappedBy) },
    },
  ];
}

/** Saves the mapping and returns to the mapping list; leaving the editor cancels the save. */
export function* saveMappingSaga(
  action: ReturnType<typeof mappingSaveRequested> | ReturnType<typeof mappingEditorClosed>,
): SagaIterator<void> {
  if (!mappingSaveRequested.match(action)) return;
  try {
    const saved = yield* call(
      callApi<[SsoMappingRequest], SsoMappingSaved>,
      postSsoMapping,
      action.payload,
    );
    yield* put(mappingSaved(saved.mapping));
    yield* call(navigateTo, SSO_MAPPING_LIST);
  } catch (error) {
    if (isAbortError(error)) return;
    const failure = saveFailureOf(error);
    yield* put(
      mappingSaveFailed({
        error: failure,
        fieldErrors: saveFieldErrors(failure, error),
      }),
    );
  }
}

export function* ssoSaga(): SagaIterator<void> {
  yield* takeLatest(ssoRequested, loadSsoSaga);
  yield* takeLatest(syncStateChangeRequested, changeSyncStateSaga);
  yield* takeEvery(mappingsDeleteRequested, deleteMappingsSaga);
  yield* takeLatest([mappingEditorOpened, mappingEditorClosed], loadEditorSaga);
  yield* takeLatest([mappingSaveRequested, mappingEditorClosed], saveMappingSaga);
}
