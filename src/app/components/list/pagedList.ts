/**
 * The one list slice (issue 23): items of a page kept by RTK's entity adapter in the server's
 * order, paging, filter, sort and the selection — ticked rows, or "all N results of the filter",
 * which the server resolves itself (for example POST .../members/byFilter).
 */
import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface PagedListState<T, F> extends EntityState<T, string> {
  filter: F;
  skip: number;
  take: number;
  sort: ListSort | null;
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  /** Ticked rows (ids); ignored while allOfFilter is set. */
  selected: string[];
  /** "All N results of the filter": every match, also those on other pages. */
  allOfFilter: boolean;
}

export interface PagedListOptions<T, F> {
  name: string;
  selectId: (item: T) => string;
  initialFilter: F;
  take?: number;
  sort?: ListSort | null;
}

export function createPagedList<T, F>(options: PagedListOptions<T, F>) {
  const adapter = createEntityAdapter<T, string>({ selectId: options.selectId });
  const initialState: PagedListState<T, F> = adapter.getInitialState({
    filter: options.initialFilter,
    skip: 0,
    take: options.take ?? 50,
    sort: options.sort ?? null,
    total: 0,
    status: 'idle',
    error: null,
    selected: [],
    allOfFilter: false,
  });
  // A new filter or sort shows other rows: back to the first page, selection dropped.
  const restart = (state: PagedListState<T, F>) => {
    state.skip = 0;
    state.selected = [];
    state.allOfFilter = false;
  };

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      requested(state) {
        state.status = 'loading';
        state.error = null;
      },
      filterChanged(state, action: PayloadAction<F>) {
        (state as PagedListState<T, F>).filter = action.payload;
        restart(state as PagedListState<T, F>);
        state.status = 'loading';
      },
      sortChanged(state, action: PayloadAction<ListSort | null>) {
        state.sort = action.payload;
        restart(state as PagedListState<T, F>);
        state.status = 'loading';
      },
      pageChanged(state, action: PayloadAction<{ skip: number; take?: number }>) {
        state.skip = Math.max(0, action.payload.skip);
        state.take = action.payload.take ?? state.take;
        state.status = 'loading';
      },
      loaded(state, action: PayloadAction<ListPage<T>>) {
        adapter.setAll(state as PagedListState<T, F>, action.payload.items);
        state.total = action.payload.total;
        state.status = 'loaded';
      },
      failed(state, action: PayloadAction<string>) {
        state.status = 'failed';
        state.error = action.payload;
      },
      rowToggled(state, action: PayloadAction<string>) {
        state.allOfFilter = false;
        const id = action.payload;
        state.selected = state.selected.includes(id)
          ? state.selected.filter((other) => other !== id)
          : [...state.selected, id];
      },
      /** Ticks every visible row, or unticks them when all are ticked. */
      visibleToggled(state) {
        state.allOfFilter = false;
        const visible = state.ids as string[];
        const allTicked = visible.every((id) => state.selected.includes(id));
        state.selected = allTicked
          ? state.selected.filter((id) => !visible.includes(id))
          : [...new Set([...state.selected, ...visible])];
      },
      allOfFilterSelected(state) {
        state.allOfFilter = true;
        state.selected = [];
      },
      selectionCleared(state) {
        state.allOfFilter = false;
        state.selected = [];
      },
    },
  });

  const entitySelectors = adapter.getSelectors((state: PagedListState<T, F>) => state);
  /** How many rows an action on the selection concerns. */
  const selectionCount = (state: PagedListState<T, F>) =>
    state.allOfFilter ? state.total : state.selected.length;

  return {
    reducer: slice.reducer,
    actions: slice.actions,
    initialState,
    selectItems: entitySelectors.selectAll,
    selectionCount,
  };
}

export type PagedList<T, F> = ReturnType<typeof createPagedList<T, F>>;
