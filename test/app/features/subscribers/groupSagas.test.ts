import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { addGroupMembersByFilter, deleteGroup } from '../../../../src/app/api/subscribers';
import type { SubscriberProfile } from '../../../../src/common/subscribers';
import { callApi } from '../../../../src/app/auth/callApi';
import { changeMembersSaga, deleteGroupSaga } from '../../../../src/app/features/subscribers/sagas';
import {
  groupDeleted,
  groupDeleteFailed,
  groupDeleteRefused,
  groupDeleteRequested,
  membersChanged,
  membersChangeRequested,
} from '../../../../src/app/features/subscribers/slice';

const request = groupDeleteRequested({ uniqueId: 'g-1' });

describe('deleteGroupSaga', () => {
  it('deletes the group and takes it out of the list', () =>
    expectSaga(deleteGroupSaga, request)
      .provide([[matchers.call.fn(callApi), undefined]])
      .call(callApi, deleteGroup, 'g-1')
      .put(groupDeleted({ uniqueId: 'g-1' }))
      .run());

  it('passes on the names of the newsletters that use the group', () =>
    expectSaga(deleteGroupSaga, request)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(
            new ApiRequestError(409, {
              errorKey: 'groupInUse',
              message: 'in use',
              details: [
                { field: 'newsletters', reason: 'Sommer' },
                { field: 'newsletters', reason: 'Herbst' },
              ],
            }),
          ),
        ],
      ])
      .put(groupDeleteRefused(['Sommer', 'Herbst']))
      .run());

  it('reports any other failure as such', () =>
    expectSaga(deleteGroupSaga, request)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(500, { errorKey: 'internal', message: 'x' })),
        ],
      ])
      .put(groupDeleteFailed())
      .run());
});

describe('changeMembersSaga with all results of the filter', () => {
  it('asks the server to add every match of the list query', () => {
    const profile = {
      uniqueId: 'g-1',
      name: 'Alle',
      isSystem: false,
      subscriberCount: 7,
    } as SubscriberProfile;
    return expectSaga(
      changeMembersSaga,
      membersChangeRequested({
        profileId: 'g-1',
        subscriberIds: [],
        mode: 'add',
        byFilter: { search: ' Empf ', profileId: null },
      }),
    )
      .provide([[matchers.call.fn(callApi), { changed: 7, profile }]])
      .call(callApi, addGroupMembersByFilter, 'g-1', { search: 'Empf' })
      .put(membersChanged({ mode: 'add', changed: 7, profile }))
      .silentRun(50);
  });
});
