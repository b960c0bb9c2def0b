import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  searchableText,
  type SearchHit,
  type SearchResult,
  type SearchSourceName,
  type VisitedPage,
} from '../../../common/search';
import { accountSwitched } from '../../store/accountEvents';

export type SearchStatus = 'idle' | 'searching' | 'loaded' | 'failed';

export interface SearchState {
  /** What the search box holds now: the current query. */
  text: string;
  status: SearchStatus;
  /** The answer to the current query only (spec section 4). */
  result: SearchResult | null;
  lastQueries: string[];
  visitedPages: VisitedPage[];
  /** Fault flag of the last queries and visited pages (spec section 8). */
  historyFailed: boolean;
}

export const initialSearchState: SearchState = {
  text: '',
  status: 'idle',
  result: null,
  lastQueries: [],
  visitedPages: [],
  historyFailed: false,
};

const isCurrent = (state: SearchState, searchText: string) =>
  searchableText(state.text) === searchText;

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** The search panel opened: its last queries and visited pages load. */
    searchOpened() {},
    historyLoaded(state, action: PayloadAction<{ queries: string[]; pages: VisitedPage[] }>) {
      state.lastQueries = action.payload.queries;
      state.visitedPages = action.payload.pages;
      state.historyFailed = false;
    },
    historyFailed(state) {
      state.historyFailed = true;
    },
    /** Every keystroke; fewer than 3 characters (spec section 5) search nothing. */
    searchTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
      if (searchableText(action.payload) === null) {
        state.status = 'idle';
        state.result = null;
      } else {
        state.status = 'searching';
      }
    },
    /** Applied only while its query is still the current one (spec section 4). */
    searchResultsLoaded(state, action: PayloadAction<SearchResult>) {
      if (!isCurrent(state, action.payload.searchText)) return;
      state.result = action.payload;
      state.status = 'loaded';
    },
    searchFailed(state, action: PayloadAction<{ searchText: string }>) {
      if (!isCurrent(state, action.payload.searchText)) return;
      state.status = 'failed';
    },
    /** A hit was opened: it becomes a visited page. */
    searchHitOpened(
      _state,
      _action: PayloadAction<{ source: SearchSourceName; hit: SearchHit }>,
    ) {},
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialSearchState);
  },
});

export const {
  searchOpened,
  historyLoaded,
  historyFailed,
  searchTextChanged,
  searchResultsLoaded,
  searchFailed,
  searchHitOpened,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
