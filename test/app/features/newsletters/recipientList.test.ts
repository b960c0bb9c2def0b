/**
 * The editor's recipient list on the list kit (issue 23), through the feature's root saga and
 * reducer: paging by key, select all N of the list or the ticked rows, and add them to a group.
 * (`.delay` holds back only the next dispatch, so each one in a sequence follows a delay.)
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RecipientDetail, RecipientQuery } from '../../../../src/common/newsletters';
import { configureAccessToken } from '../../../../src/app/api/client';
import {
  getEffectiveCount,
  getExcludedCount,
  getStaticProfiles,
  postRecipientsToProfile,
} from '../../../../src/app/api/newsletters';
import { callApi } from '../../../../src/app/auth/callApi';
import type { PageRequest } from '../../../../src/app/components/list/listSaga';
import {
  recipientList,
  type RecipientListQuery,
} from '../../../../src/app/features/newsletters/recipientList';
import { fetchRecipientPage } from '../../../../src/app/features/newsletters/recipientSagas';
import { newslettersSaga } from '../../../../src/app/features/newsletters/sagas';
import {
  addToGroupRequested,
  addToGroupSucceeded,
  detailsClosed,
  initialNewslettersState,
  newslettersReducer,
  recipientsRequested,
  type NewslettersState,
} from '../../../../src/app/features/newsletters/slice';

const { actions } = recipientList;
type State = { newsletters: NewslettersState };
const reducer = (state: State = { newsletters: initialNewslettersState }, action: never) => ({
  newsletters: newslettersReducer(state.newsletters, action),
});

const query: RecipientQuery = {
  profileId: 'group-1',
  newsletterCultureId: 'de-DE',
  sendToDOIUnknown: false,
  sendToOtherLanguage: false,
};

const person = (n: number): RecipientDetail => ({
  uniqueId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstname: `Vorname ${n}`,
  lastname: null,
  email: null,
  telnr: `+49151000${String(n).padStart(5, '0')}`,
  culture: 'de-DE',
  doiStatus: 'confirmed',
  exclusionReason: null,
});

/** Answers the list's pages: 50 of 120 people each, every page handing out a key. */
function detailServer() {
  const asked: unknown[][] = [];
  const added: unknown[][] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== callApi) return next();
      const [fn, ...args] = effect.args;
      if (fn === fetchRecipientPage) {
        const [listQuery, page] = args as [RecipientListQuery, PageRequest];
        asked.push([listQuery.recipients, listQuery.list, listQuery.reason, page]);
        return {
          items: Array.from({ length: 50 }, (_, i) => person(page.skip + i)),
          total: 120,
          nextAfter: `key-${asked.length}`,
        };
      }
      if (fn === postRecipientsToProfile) {
        added.push(args);
        return { added: 7, profile: { name: 'Nachfassen' } };
      }
      if (fn === getStaticProfiles) return [];
      return next();
    },
  };
  return { asked, added, provider };
}

const excludedNone = { count: 0, exclusionReasons: [] };
const shown = (state: State) => recipientList.selectRows(state.newsletters.recipientList);

describe('the recipient list', () => {
  it('opens on a list, reads the next page by key, the first by offset, a new list anew', () => {
    const { asked, provider } = detailServer();
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([provider])
      .dispatch(actions.queryChanged({ recipients: query, list: 'effective', reason: null }))
      .delay(5)
      .dispatch(actions.pageRequested(1))
      .delay(5)
      .dispatch(actions.pageRequested(0))
      .delay(5)
      .dispatch(actions.queryChanged({ list: 'excluded', reason: 'Duplicate' }))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(asked).toEqual([
          [query, 'effective', null, { skip: 0, take: 50 }],
          [query, 'effective', null, { skip: 50, take: 50, after: 'key-1' }],
          [query, 'effective', null, { skip: 0, take: 50 }],
          [query, 'excluded', 'Duplicate', { skip: 0, take: 50 }],
        ]);
        const state = storeState as State;
        expect(state.newsletters.editor.detailsOpen).toBe(true);
        expect(state.newsletters.recipientList.total).toBe(120);
        expect(shown(state)).toHaveLength(50);
      });
  });

  it('adds all N people of the list (no ids: the server takes the list itself)', () => {
    const { added, provider } = detailServer();
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([provider])
      .dispatch(actions.queryChanged({ recipients: query, list: 'excluded', reason: 'DOIStatus' }))
      .delay(5)
      .dispatch(actions.rowToggled(person(3).uniqueId))
      .delay(5)
      .dispatch(actions.allOfFilterSelected())
      .delay(5)
      .dispatch(addToGroupRequested({ targetProfileName: 'Nachfassen' }))
      .put(addToGroupSucceeded({ added: 7, groupName: 'Nachfassen' }))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(added).toEqual([
          [
            query,
            'excluded',
            { targetProfileName: 'Nachfassen' },
            { exclusionReason: 'DOIStatus' },
          ],
        ]);
        expect(recipientList.selectionCount((storeState as State).newsletters.recipientList)).toBe(
          120,
        );
      });
  });

  it('adds the ticked rows: the visible page and one more from the next', () => {
    const { added, provider } = detailServer();
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([provider])
      .dispatch(actions.queryChanged({ recipients: query, list: 'effective', reason: null }))
      .delay(5)
      .dispatch(actions.visibleToggled())
      .delay(5)
      .dispatch(actions.pageRequested(1))
      .delay(5)
      .dispatch(actions.rowToggled(person(50).uniqueId))
      .delay(5)
      .dispatch(addToGroupRequested({ targetProfileId: 'profile-9' }))
      .silentRun(500)
      .then(() => {
        const ids = [...Array.from({ length: 50 }, (_, i) => person(i)), person(50)].map(
          (p) => p.uniqueId,
        );
        expect(added).toEqual([
          [query, 'effective', { targetProfileId: 'profile-9' }, { subscriberIds: ids }],
        ]);
      });
  });

  it('shows the new people of an open list after a recount, and asks nothing once closed', () => {
    const { asked, provider } = detailServer();
    const other = { ...query, profileId: 'group-2' };
    return expectSaga(newslettersSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, getEffectiveCount, other), { count: 120 }],
        [matchers.call(callApi, getEffectiveCount, query), { count: 120 }],
        [matchers.call.like({ fn: callApi, args: [getExcludedCount] }), excludedNone],
        provider,
      ])
      .dispatch(actions.queryChanged({ recipients: query, list: 'effective', reason: null }))
      .delay(5)
      .dispatch(actions.rowToggled(person(1).uniqueId))
      .delay(5)
      .dispatch(recipientsRequested(other))
      .delay(5)
      .dispatch(detailsClosed())
      .delay(5)
      .dispatch(recipientsRequested(query))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(asked.map(([recipients]) => recipients)).toEqual([query, other]);
        const state = storeState as State;
        expect(state.newsletters.editor.detailsOpen).toBe(false);
        // Other people: what was ticked of the old group is not.
        expect(state.newsletters.recipientList.selected).toEqual([]);
      });
  });
});

describe('a page of the recipient list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    configureAccessToken(async () => null);
  });

  it('asks the detail call of spec section 7 by key, with the reason, and answers a kit page', async () => {
    configureAccessToken(async () => 'token-1');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ subscribers: [person(1)], totalCount: 51, nextAfter: null }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    const page = await fetchRecipientPage(
      { recipients: query, list: 'excluded', reason: 'Culture' },
      { skip: 50, take: 50, after: 'key-1' },
    );
    expect(page).toEqual({ items: [person(1)], total: 51, nextAfter: null });
    const url = new URL((fetchMock.mock.calls[0][0] as Request).url);
    expect(url.pathname).toMatch(/\/SubscriberAPI\/WhatsApp\/excludedSubscribers\/detail$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      profileId: 'group-1',
      after: 'key-1',
      take: '50',
      exclusionReason: 'Culture',
    });
    expect(url.searchParams.has('skip')).toBe(false);
  });
});
