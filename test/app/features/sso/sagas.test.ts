import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import {
  deleteSsoMappings,
  getSsoAvailableGroups,
  getSsoMapping,
  getSsoRoles,
  getSsoSettings,
  patchSyncState,
  postSsoMapping,
} from '../../../../src/app/api/sso';
import { callApi } from '../../../../src/app/auth/callApi';
import { navigateTo } from '../../../../src/app/routes/navigator';
import { ssoSaga } from '../../../../src/app/features/sso/sagas';
import { SSO_MAPPING_LIST } from '../../../../src/app/routes/paths';
import {
  initialSsoState,
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
  ssoReducer,
  ssoRequested,
  syncStateChanged,
  syncStateChangeRequested,
} from '../../../../src/app/features/sso/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import type { SsoMapping, SsoSettings } from '../../../../src/common/sso';

const mapping: SsoMapping = {
  id: 4,
  externalId: 'relay-campaign-team',
  name: 'Kampagnenteam',
  emsGroups: [{ id: 2, name: 'Marketing' }],
};
const settings: SsoSettings = { ssoActivated: true, syncState: false, mappings: [mapping] };
const request = {
  id: 0,
  externalId: 'relay-campaign-team',
  name: 'Kampagnenteam',
  emsGroups: [{ id: 2 }],
};

describe('ssoSaga: the mapping list', () => {
  it('loads the settings and mappings', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([[matchers.call.fn(callApi), settings]])
      .call(callApi, getSsoSettings)
      .put(ssoLoaded(settings))
      .dispatch(ssoRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.status).toBe('loaded');
        expect(storeState.mappings.ids).toEqual([4]);
      }));

  it('marks a failed load as failed (the screen offers a retry)', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([[matchers.call.fn(callApi), throwError(new ApiRequestError(500, {}))]])
      .put(ssoLoadFailed())
      .dispatch(ssoRequested())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.status).toBe('failed')));

  it('switches the sync and keeps the state the server answered', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([[matchers.call.fn(callApi), { syncState: true }]])
      .call(callApi, patchSyncState, true)
      .put(syncStateChanged(true))
      .dispatch(syncStateChangeRequested(true))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.syncState).toBe(true)));

  it('deletes mappings and removes them from the list', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer, ssoReducer(initialSsoState, ssoLoaded(settings)))
      .provide([[matchers.call.fn(callApi), undefined]])
      .call(callApi, deleteSsoMappings, [4])
      .put(mappingsDeleted([4]))
      .dispatch(mappingsDeleteRequested([4]))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.mappings.ids).toEqual([])));

  it('keeps the mapping when deleting fails', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer, ssoReducer(initialSsoState, ssoLoaded(settings)))
      .provide([[matchers.call.fn(callApi), throwError(new ApiRequestError(404, {}))]])
      .put(mappingsDeleteFailed())
      .dispatch(mappingsDeleteRequested([4]))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.mappings.ids).toEqual([4]);
        expect(storeState.deleteStatus).toBe('failed');
      }));

  it('forgets everything on accountSwitched', () => {
    const loaded = ssoReducer(initialSsoState, ssoLoaded(settings));
    expect(ssoReducer(loaded, accountSwitched({ accountId: 2 }))).toEqual(initialSsoState);
  });
});

describe('ssoSaga: the mapping editor', () => {
  const groups = [{ externalId: 'relay-campaign-team', name: 'relay-campaign-team' }];
  const roles = [{ id: 2, name: 'Marketing' }];

  it('loads the mapping, the available groups and the roles', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([
        [matchers.call(callApi, getSsoMapping, 4), mapping],
        [matchers.call(callApi, getSsoAvailableGroups), groups],
        [matchers.call(callApi, getSsoRoles), roles],
      ])
      .put(mappingEditorLoaded({ mapping, availableGroups: groups, roles }))
      .dispatch(mappingEditorOpened({ id: 4 }))
      .silentRun(50));

  it('loads no mapping for a new one', () =>
    expectSaga(ssoSaga)
      .provide([
        [matchers.call(callApi, getSsoAvailableGroups), groups],
        [matchers.call(callApi, getSsoRoles), roles],
      ])
      .not.call(callApi, getSsoMapping, 4)
      .put(mappingEditorLoaded({ mapping: null, availableGroups: groups, roles }))
      .dispatch(mappingEditorOpened({ id: null }))
      .silentRun(50));

  it("names a mapping that is not in this account as not found (a deep link's), not as failed", () =>
    expectSaga(ssoSaga)
      .provide([
        [
          matchers.call(callApi, getSsoMapping, 4),
          throwError(new ApiRequestError(404, { errorKey: 'notFound' })),
        ],
        [matchers.call(callApi, getSsoAvailableGroups), groups],
        [matchers.call(callApi, getSsoRoles), roles],
      ])
      .put(mappingEditorNotFound())
      .not.put(mappingEditorLoadFailed())
      .dispatch(mappingEditorOpened({ id: 4 }))
      .silentRun(50));

  it('marks the editor failed when any source fails', () =>
    expectSaga(ssoSaga)
      .provide([
        [matchers.call(callApi, getSsoAvailableGroups), throwError(new ApiRequestError(500, {}))],
        [matchers.call(callApi, getSsoRoles), roles],
      ])
      .put(mappingEditorLoadFailed())
      .dispatch(mappingEditorOpened({ id: null }))
      .silentRun(50));

  it('saves and returns to the mapping list', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([
        [matchers.call.fn(callApi), { mapping, nameDuplicate: false }],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(callApi, postSsoMapping, request)
      .put(mappingSaved(mapping))
      .call(navigateTo, SSO_MAPPING_LIST)
      .dispatch(mappingSaveRequested(request))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.mappings.ids).toEqual([4])));

  it('puts nameDuplicate onto the name field and stays in the editor', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(409, { errorKey: 'nameDuplicate', message: 'in use' })),
        ],
      ])
      .put(
        mappingSaveFailed({
          error: 'nameDuplicate',
          fieldErrors: [{ field: 'name', reason: 'nameDuplicate' }],
        }),
      )
      .not.call.fn(navigateTo)
      .dispatch(mappingSaveRequested(request))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.editor.saveStatus).toBe('failed');
        expect(storeState.editor.saveError).toBe('nameDuplicate');
      }));

  it('puts directoryGroupMapped onto the group field, naming the mapping that has it', () =>
    expectSaga(ssoSaga)
      .withReducer(ssoReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(
            new ApiRequestError(409, {
              errorKey: 'directoryGroupMapped',
              message: 'mapped',
              details: [
                {
                  field: 'externalId',
                  reason: 'directoryGroupMapped',
                  params: { name: 'Marketing (Verzeichnis)' },
                },
              ],
            }),
          ),
        ],
      ])
      .put(
        mappingSaveFailed({
          error: 'directoryGroupMapped',
          fieldErrors: [
            {
              field: 'externalId',
              reason: 'directoryGroupMapped',
              params: { name: 'Marketing (Verzeichnis)' },
            },
          ],
        }),
      )
      .not.call.fn(navigateTo)
      .dispatch(mappingSaveRequested(request))
      .silentRun(50));

  it('reports any other failure as failed', () =>
    expectSaga(ssoSaga)
      .provide([[matchers.call.fn(callApi), throwError(new ApiRequestError(0, {}))]])
      .put(mappingSaveFailed({ error: 'failed', fieldErrors: [] }))
      .dispatch(mappingSaveRequested(request))
      .silentRun(50));
});
