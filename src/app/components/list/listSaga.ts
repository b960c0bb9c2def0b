/**
 * The one list saga (issue 23): loads the pages a list slice (listSlice.ts) asks for.
 *
 * - A new query waits `debounceMs` (typing on restarts the wait) and loads its first page under
 *   `takeLatest`: a slow answer to an old search is cancelled, never shown over the newer one.
 *   Answers carry the query's generation, so one that slips through is dropped by the slice.
 * - A pager's page change is part of the same `takeLatest`; a scrolled list loads the pages its
 *   table reaches side by side, each dropped when the query changes meanwhile.
 * - `poll`: while a loaded page holds a row that is still changing (a newsletter sending, a
 *   template in review) the page is read again every `everyMs`, as `race(poll, take(closed))`;
 *   a tick while the tab is hidden asks nothing (the next visible tick catches up).
 */
import type { SagaIterator } from 'redux-saga';
import { call as rawCall, take as rawTake } from 'redux-saga/effects';
import { call, delay, put, race, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { tabVisible } from '../../platform/visibility';
import type { ListKit, ListPage, ListState } from './listSlice';

/** Where a page starts: its offset, and the key of the page before when that one was loaded. */
export interface PageRequest {
  skip: number;
  take: number;
  after?: string;
}

export interface ListSagaOptions<T, Q, X, S> {
  list: ListKit<T, Q, X>;
  selectList: (state: S) => ListState<T, Q, X>;
  fetchPage: (query: Q, page: PageRequest) => Promise<ListPage<T, X>>;
  /** Waits this long after a query change before asking (a search as one types). */
  debounceMs?: number;
  poll?: { everyMs: number; while: (rows: T[]) => boolean };
}

export function createListSaga<T, Q, X, S>(options: ListSagaOptions<T, Q, X, S>) {
  const { actions } = options.list;

  function* requestOf(page: number): SagaIterator<PageRequest> {
    const list = yield* select(options.selectList);
    const after = page > 0 ? list.pageKeys[page - 1] : null;
    return { skip: page * list.pageSize, take: list.pageSize, ...(after ? { after } : {}) };
  }

  function* fetch(page: number): SagaIterator<ListPage<T, X>> {
    const { query } = yield* select(options.selectList);
    const request = yield* call(requestOf, page);
    return yield* call(
      callApi<[Q, PageRequest], ListPage<T, X>>,
      options.fetchPage,
      query,
      request,
    );
  }

  function* loadPage(page: number): SagaIterator<void> {
    const { generation } = yield* select(options.selectList);
    try {
      const result = yield* call(fetch, page);
      yield* put(actions.pageLoaded({ generation, page, result }));
    } catch (error) {
      if (!isAbortError(error)) {
        yield* put(actions.pageLoadFailed({ generation, page, errorKey: errorKeyOf(error) }));
      }
    }
  }

  function* restart(action: { type: string }): SagaIterator<void> {
    if (options.debounceMs && actions.queryChanged.match(action)) {
      yield* delay(options.debounceMs);
    }
    const list = yield* select(options.selectList);
    yield* call(loadPage, options.list.mode === 'pager' ? list.page : 0);
  }

  /** A scrolled list's page; a new query meanwhile drops it (its answer would be stale). */
  function* scrolledPage(action: ReturnType<typeof actions.pageRequested>): SagaIterator<void> {
    yield* race({
      load: rawCall(loadPage, action.payload),
      stop: rawTake([actions.queryChanged.type, actions.reloaded.type]),
    });
  }

  function* pollPage(): SagaIterator<void> {
    const poll = options.poll!;
    for (;;) {
      yield* delay(poll.everyMs);
      if (!(yield* call(tabVisible))) continue;
      const { generation, page } = yield* select(options.selectList);
      try {
        const result = yield* call(fetch, page);
        yield* put(actions.pageLoaded({ generation, page, result }));
        if (!poll.while(result.items)) return;
      } catch (error) {
        if (isAbortError(error)) return;
      }
    }
  }

  function* watchPolling(): SagaIterator<void> {
    const poll = options.poll!;
    for (;;) {
      const { payload } = yield* take(actions.pageLoaded);
      if (!poll.while(payload.result.items)) continue;
      yield* race({ poll: rawCall(pollPage), stop: rawTake(actions.closed.type) });
    }
  }

  return function* listSaga(): SagaIterator<void> {
    if (options.list.mode === 'pager') {
      yield* takeLatest([actions.queryChanged, actions.reloaded, actions.pageRequested], restart);
    } else {
      yield* takeLatest([actions.queryChanged, actions.reloaded], restart);
      yield* takeEvery(actions.pageRequested, scrolledPage);
    }
    if (options.poll) yield* call(watchPolling);
  };
}
