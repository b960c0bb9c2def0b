/**
 * The editor's recipient list on the list kit (issue 23): its pages, and "add to group" of the
 * ticked rows or of all N people of the list (the server resolves those from the list itself).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'typed-redux-saga';
import type { AddedToProfile, RecipientDetail, RecipientQuery } from '../../../common/newsletters';
import type { SubscriberProfile } from '../../../common/subscribers';
import {
  getRecipientDetails,
  getStaticProfiles,
  postRecipientsToProfile,
} from '../../api/newsletters';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage } from '../../components/list/listSlice';
import type { RootState } from '../../store/rootReducer';
import { recipientList, type RecipientListQuery } from './recipientList';
import { selectNewsletterEditor, selectRecipientList } from './selectors';
import {
  addToGroupFailed,
  addToGroupSucceeded,
  choicesLoaded,
  type addToGroupRequested,
} from './slice';

export async function fetchRecipientPage(
  query: RecipientListQuery,
  page: PageRequest,
): Promise<ListPage<RecipientDetail>> {
  // The panel offers the lists only once counted, so a list without a count is a caller's bug.
  if (!query.recipients) throw new Error('The recipient list was asked for before a count.');
  const result = await getRecipientDetails(
    query.recipients,
    query.list,
    page.after ? { after: page.after } : { skip: page.skip },
    page.take,
    query.reason ?? undefined,
  );
  return { items: result.subscribers, total: result.totalCount, nextAfter: result.nextAfter };
}

export const recipientListSaga = createListSaga({
  list: recipientList,
  // Called lazily: selectors.ts loads this module through ./feature.
  selectList: (state: RootState) => selectRecipientList(state),
  fetchPage: fetchRecipientPage,
});

/** A new count (the group or its flags changed) shows the open list of the new people. */
export function* recountedSaga(query: RecipientQuery): SagaIterator<void> {
  const { detailsOpen } = yield* select(selectNewsletterEditor);
  const list = yield* select(selectRecipientList);
  if (detailsOpen && JSON.stringify(list.query.recipients) !== JSON.stringify(query)) {
    yield* put(recipientList.actions.queryChanged({ recipients: query }));
  }
}

export function* addToGroupSaga(
  action: ReturnType<typeof addToGroupRequested>,
): SagaIterator<void> {
  const { query, selected, allOfFilter } = yield* select(selectRecipientList);
  if (!query.recipients) return;
  try {
    const added = yield* call(
      callApi<Parameters<typeof postRecipientsToProfile>, AddedToProfile>,
      postRecipientsToProfile,
      query.recipients,
      query.list,
      action.payload,
      {
        ...(query.reason && { exclusionReason: query.reason }),
        ...(!allOfFilter && { subscriberIds: selected }),
      },
    );
    yield* put(addToGroupSucceeded({ added: added.added, groupName: added.profile.name }));
    const profiles = yield* call(callApi<[], SubscriberProfile[]>, getStaticProfiles);
    yield* put(choicesLoaded({ profiles }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(addToGroupFailed(errorKeyOf(error)));
  }
}
