import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { search } from '../../../../src/app/api/search';
import { callApi } from '../../../../src/app/auth/callApi';
import { searchFeatureSaga } from '../../../../src/app/features/search/sagas';
import {
  initialSearchState,
  searchReducer,
  searchResultsLoaded,
  searchTextChanged,
  type SearchState,
} from '../../../../src/app/features/search/slice';
import type { SearchResult } from '../../../../src/common/search';

const reducer = combineReducers({ search: searchReducer });
const stateOf = (state: unknown) => (state as { search: SearchState }).search;

const resultFor = (searchText: string): SearchResult => ({
  searchText,
  groups: [
    {
      source: 'events',
      hits: [{ id: '1', title: `Treffer für ${searchText}`, subtitle: null, url: null }],
      hasMore: false,
    },
  ],
});

/** The server answers each query after `delays[text]` ms; every query sent is noted. */
function server(delays: Record<string, number>, sent: string[]) {
  return dynamic(({ args }: { args: unknown[] }) => {
    if (args[0] !== search) return { queries: [], pages: [] };
    const text = args[1] as string;
    sent.push(text);
    return new Promise((resolve) => setTimeout(() => resolve(resultFor(text)), delays[text] ?? 0));
  });
}

describe('search racing (spec section 4)', () => {
  it('sends nothing for fewer than 3 characters', async () => {
    const sent: string[] = [];
    const { storeState } = await expectSaga(searchFeatureSaga)
      .withReducer(reducer, { search: initialSearchState })
      .provide([[matchers.call.fn(callApi), server({}, sent)]])
      .dispatch(searchTextChanged('ab'))
      .silentRun(400);
    expect(sent).toEqual([]);
    expect(stateOf(storeState).status).toBe('idle');
  });

  it('applies only the current query: a slow earlier answer never shows', async () => {
    const sent: string[] = [];
    const { storeState } = await expectSaga(searchFeatureSaga)
      .withReducer(reducer, { search: initialSearchState })
      // The first query's answer is slow, the second's fast.
      .provide([[matchers.call.fn(callApi), server({ lofo: 500, lofoten: 10 }, sent)]])
      .dispatch(searchTextChanged('lofo'))
      .delay(250)
      .dispatch(searchTextChanged('lofoten'))
      .silentRun(1200);
    // Both went out (the first was under way), the first was cancelled by takeLatest.
    expect(sent).toEqual(['lofo', 'lofoten']);
    const state = stateOf(storeState);
    expect(state.result?.searchText).toBe('lofoten');
    expect(state.status).toBe('loaded');
  });

  it('sends only the last of fast keystrokes', async () => {
    const sent: string[] = [];
    await expectSaga(searchFeatureSaga)
      .withReducer(reducer, { search: initialSearchState })
      .provide([[matchers.call.fn(callApi), server({}, sent)]])
      .dispatch(searchTextChanged('rei'))
      .dispatch(searchTextChanged('reis'))
      .dispatch(searchTextChanged('reise'))
      .silentRun(600);
    expect(sent).toEqual(['reise']);
  });

  it('drops an answer whose query is no longer current (reducer check)', () => {
    const typed = searchReducer(initialSearchState, searchTextChanged('lofoten'));
    const stale = searchReducer(typed, searchResultsLoaded(resultFor('lofo')));
    expect(stale.result).toBeNull();
    const current = searchReducer(typed, searchResultsLoaded(resultFor('lofoten')));
    expect(current.result?.searchText).toBe('lofoten');
    // Deleting down to 2 characters clears the hits.
    expect(searchReducer(current, searchTextChanged('lo')).result).toBeNull();
  });
});
