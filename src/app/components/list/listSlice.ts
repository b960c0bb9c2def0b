/**
 * The one list slice (issue 23): the newsletter, template, subscriber and recipient lists keep
 * their rows, paging, query and selection in this shape, so select-all, paging, filters and the
 * search race are written once. Rows live in RTK's entity adapter; `pages` keeps their server
 * order page by page.
 *
 * Two ways to page: `pager` shows one page at a time (previous/next), `scroll` keeps every page
 * loaded so far for a virtualised table that asks for pages as one scrolls. Either way the page
 * after a loaded one is read by the key it handed out (`pageKeys`), a seek at any depth.
 */
import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type Reducer,
} from '@reduxjs/toolkit';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

/** One page of a list as the server answers it. */
export interface ListPage<T, X = null> {
  items: T[];
  /** Every match of the query, also on pages not loaded. */
  total: number;
  /** False when the server stopped counting at a cap. */
  totalExact?: boolean;
  /** The key to read the next page by; null on the last page. */
  nextAfter?: string | null;
  /** What else the answer says about the whole list (e.g. counts per date group). */
  extra?: X;
}

export type ListMode = 'pager' | 'scroll';

export interface ListState<T, Q, X = null> extends EntityState<T, string> {
  query: Q;
  pageSize: number;
  /** The page the pager shows (pager mode). */
  page: number;
  /** Grows with every new query, so answers to an earlier query are dropped when they arrive. */
  generation: number;
  status: LoadStatus;
  errorKey: string | null;
  total: number;
  totalExact: boolean;
  /** Loaded pages: the ids of their rows in the server's order. */
  pages: Record<number, string[]>;
  /** Each loaded page's key of the page after it. */
  pageKeys: Record<number, string | null>;
  loadingPages: number[];
  extra: X | null;
  /** Ticked rows; ignored while allOfFilter is set. */
  selected: string[];
  /** "All N results of the filter": every match, also those on pages not loaded. */
  allOfFilter: boolean;
}

export interface ListOptions<T, Q> {
  /** The action type prefix, e.g. `newsletters/list`. */
  name: string;
  mode: ListMode;
  selectId: (item: T) => string;
  initialQuery: Q;
  pageSize: number;
  /** Whether ticked rows stay ticked when the query changes (default: never). */
  keepSelection?: (before: Q, after: Q) => boolean;
}

interface Loaded<T, X> {
  generation: number;
  page: number;
  result: ListPage<T, X>;
}

export function createListSlice<T, Q, X = null>(options: ListOptions<T, Q>) {
  const adapter = createEntityAdapter<T, string>({ selectId: options.selectId });
  const initialState: ListState<T, Q, X> = adapter.getInitialState({
    query: options.initialQuery,
    pageSize: options.pageSize,
    page: 0,
    generation: 0,
    status: 'idle' as LoadStatus,
    errorKey: null,
    total: 0,
    totalExact: true,
    pages: {},
    pageKeys: {},
    loadingPages: [],
    extra: null,
    selected: [],
    allOfFilter: false,
  });
  const pager = options.mode === 'pager';

  /**
   * The list starts again at its first page. A pager keeps showing the rows it has until the
   * new page arrives (no flash of "loading"); a scrolled list drops them, as their places change.
   * Page 0 is marked as loading, so a table in view does not ask for it a second time.
   */
  const restart = (state: ListState<T, Q, X>, keepSelection: boolean) => {
    state.generation += 1;
    state.status = 'loading';
    state.errorKey = null;
    state.page = 0;
    state.pageKeys = {};
    state.loadingPages = [0];
    if (!pager) {
      adapter.removeAll(state);
      state.pages = {};
      state.total = 0;
      state.totalExact = true;
    }
    if (!keepSelection) state.selected = [];
    state.allOfFilter = false;
  };
  const done = (state: ListState<T, Q, X>, page: number) => {
    state.loadingPages = state.loadingPages.filter((p) => p !== page);
  };
  /** The rows a "select visible" ticks: the pager's page, or every row loaded so far. */
  const visibleIds = (state: ListState<T, Q, X>): string[] => Object.values(state.pages).flat();

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      /** A new search, filter or sort: back to the first page. */
      queryChanged(draft, action: PayloadAction<Partial<Q>>) {
        const state = draft as ListState<T, Q, X>;
        const before = state.query;
        const after = { ...before, ...action.payload };
        state.query = after;
        restart(state, options.keepSelection?.(before, after) ?? false);
      },
      /** The same query again (retry, or rows changed on the server): a pager stays on its page. */
      reloaded(draft) {
        const state = draft as ListState<T, Q, X>;
        if (!pager) return restart(state, true);
        state.generation += 1;
        state.status = 'loading';
        state.errorKey = null;
        state.loadingPages = [state.page];
      },
      pageRequested(draft, action: PayloadAction<number>) {
        const state = draft as ListState<T, Q, X>;
        const page = Math.max(0, action.payload);
        if (pager) {
          state.page = page;
          state.status = 'loading';
          state.loadingPages = [page];
        } else if (!state.loadingPages.includes(page)) state.loadingPages.push(page);
      },
      pageLoaded(draft, action: PayloadAction<Loaded<T, X>>) {
        const state = draft as ListState<T, Q, X>;
        const { generation, page, result } = action.payload;
        if (generation !== state.generation || (pager && page !== state.page)) return;
        if (pager) {
          adapter.setAll(state, result.items);
          state.pages = {};
        } else adapter.setMany(state, result.items);
        state.pages[page] = result.items.map(options.selectId);
        state.pageKeys[page] = result.nextAfter ?? null;
        state.total = result.total;
        state.totalExact = result.totalExact ?? true;
        state.extra = result.extra ?? null;
        state.status = 'loaded';
        state.errorKey = null;
        done(state, page);
      },
      pageLoadFailed(
        draft,
        action: PayloadAction<{ generation: number; page: number; errorKey: string }>,
      ) {
        const state = draft as ListState<T, Q, X>;
        if (action.payload.generation !== state.generation) return;
        state.status = 'failed';
        state.errorKey = action.payload.errorKey;
        done(state, action.payload.page);
      },
      /** A row changed on the server (edited, deactivated): shown as it is now, where it is. */
      itemChanged(draft, action: PayloadAction<T>) {
        const state = draft as ListState<T, Q, X>;
        if (state.entities[options.selectId(action.payload)]) adapter.setOne(state, action.payload);
      },
      /** A row was added at the end: it is counted, and the last page reloads when scrolled to. */
      itemAppended(draft) {
        const state = draft as ListState<T, Q, X>;
        state.total += 1;
        delete state.pages[Math.floor((state.total - 1) / state.pageSize)];
      },
      rowToggled(draft, action: PayloadAction<string>) {
        const state = draft as ListState<T, Q, X>;
        const id = action.payload;
        state.allOfFilter = false;
        state.selected = state.selected.includes(id)
          ? state.selected.filter((other) => other !== id)
          : [...state.selected, id];
      },
      /** Ticks every visible row, or unticks them when all are ticked already. */
      visibleToggled(draft) {
        const state = draft as ListState<T, Q, X>;
        const visible = visibleIds(state);
        const allTicked = visible.every((id) => state.selected.includes(id));
        state.allOfFilter = false;
        state.selected = allTicked
          ? state.selected.filter((id) => !visible.includes(id))
          : [...new Set([...state.selected, ...visible])];
      },
      allOfFilterSelected(draft) {
        const state = draft as ListState<T, Q, X>;
        state.allOfFilter = true;
      },
      selectionCleared(draft) {
        const state = draft as ListState<T, Q, X>;
        state.selected = [];
        state.allOfFilter = false;
      },
      /** The screen closed: polling ends (the rows stay for the next visit to show at once). */
      closed() {},
    },
    extraReducers: (builder) => {
      builder.addCase(accountSwitched, () => initialState);
    },
  });

  const rowsOf = (state: ListState<T, Q, X>, ids: string[] | undefined): T[] =>
    (ids ?? []).flatMap((id) => {
      const row = state.entities[id];
      return row ? [row] : [];
    });

  return {
    name: options.name,
    mode: options.mode,
    reducer: slice.reducer,
    actions: slice.actions,
    initialState,
    /**
     * The rows shown, in order: a pager keeps only the page it shows (also while the next one
     * loads), a scrolled list every page loaded so far.
     */
    selectRows: (state: ListState<T, Q, X>): T[] =>
      Object.keys(state.pages)
        .map(Number)
        .sort((a, b) => a - b)
        .flatMap((page) => rowsOf(state, state.pages[page])),
    /** The row at a place in the whole list (scroll mode), undefined while its page loads. */
    selectRowAt: (state: ListState<T, Q, X>, index: number): T | undefined => {
      const id = state.pages[Math.floor(index / state.pageSize)]?.[index % state.pageSize];
      return id === undefined ? undefined : state.entities[id];
    },
    /** How many rows an action on the selection concerns. */
    selectionCount: (state: ListState<T, Q, X>) =>
      state.allOfFilter ? state.total : state.selected.length,
  };
}

export type ListKit<T, Q, X = null> = ReturnType<typeof createListSlice<T, Q, X>>;

/**
 * A feature slice holding a list at `key` (e.g. `newsletters.list`): the feature's own reducer
 * runs first, then the list's on its part, so both answer the same actions (account switch).
 */
export function withList<S extends object, K extends keyof S>(
  reducer: Reducer<S>,
  key: K,
  listReducer: Reducer<S[K]>,
): Reducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    const list = listReducer(next[key], action);
    return list === next[key] ? next : { ...next, [key]: list };
  };
}
