import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { createListSaga, type PageRequest } from '../../../../src/app/components/list/listSaga';
import {
  createListSlice,
  type ListPage,
  type ListState,
} from '../../../../src/app/components/list/listSlice';
import { callApi } from '../../../../src/app/auth/callApi';
import { tabVisible } from '../../../../src/app/platform/visibility';
import { ApiRequestError } from '../../../../src/app/api/errors';

interface Row {
  id: string;
  busy?: boolean;
}
interface Query {
  search: string;
  group: string | null;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));

const kitOf = (mode: 'pager' | 'scroll') =>
  createListSlice<Row, Query>({
    name: `test/${mode}`,
    mode,
    selectId: (row) => row.id,
    initialQuery: { search: '', group: null },
    pageSize: 2,
    keepSelection: (before, after) => before.group === after.group,
  });

type State = { list: ListState<Row, Query> };

/** A server of 5 rows: `search` keeps those whose id contains it; keys are the last id. */
function server(answerAfterMs: (query: Query) => number = () => 0) {
  const asked: { query: Query; page: PageRequest }[] = [];
  const all = rows(0, 5);
  const fetchPage = async (query: Query, page: PageRequest): Promise<ListPage<Row>> => {
    asked.push({ query, page });
    await new Promise((resolve) => setTimeout(resolve, answerAfterMs(query)));
    const matches = all.filter((row) => row.id.includes(query.search));
    const start = page.after ? matches.findIndex((row) => row.id === page.after) + 1 : page.skip;
    const items = matches.slice(start, start + page.take);
    const last = items[items.length - 1];
    return {
      items,
      total: matches.length,
      nextAfter: start + page.take < matches.length && last ? last.id : null,
    };
  };
  return { asked, fetchPage };
}

/** callApi runs the call itself (no token in a unit test). */
const direct = {
  call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
    if (effect.fn !== callApi) return next();
    const [fn, ...args] = effect.args as [(...a: unknown[]) => unknown, ...unknown[]];
    return fn(...args);
  },
};

function setup(mode: 'pager' | 'scroll', fetch = server(), extra = {}) {
  const kit = kitOf(mode);
  const saga = createListSaga({
    list: kit,
    selectList: (state: State) => state.list,
    fetchPage: fetch.fetchPage,
    ...extra,
  });
  const reducer = (state: State = { list: kit.initialState }, action: { type: string }) => ({
    list: kit.reducer(state.list, action as never),
  });
  return { kit, saga, reducer, fetch };
}

const busyPage: ListPage<Row> = { items: [{ id: 'r0', busy: true }], total: 1 };

/**
 * A pager list that polls every 5 s while a row is busy; `answer` gives its page at each read
 * (1, 2, …). `loaded` is its busy first page, loaded.
 */
function pollingList(answer: (read: number) => ListPage<Row>) {
  let reads = 0;
  const list = setup(
    'pager',
    { asked: [], fetchPage: async () => answer(++reads) },
    { poll: { everyMs: 5000, while: (items: Row[]) => items.some((row) => row.busy) } },
  );
  const loaded = list.kit.actions.pageLoaded({ generation: 0, page: 0, result: busyPage });
  return { ...list, loaded, reads: () => reads };
}

/** Delays of 1 ms instead of the poll's 5 s, and the tab's visibility from `visible`. */
const shortDelays = (visible: () => boolean) => ({
  call(effect: { fn: unknown }, next: () => unknown) {
    if (effect.fn === tabVisible) return visible();
    return effect.fn === delay(0).payload.fn
      ? new Promise((resolve) => setTimeout(resolve, 1))
      : next();
  },
});

// The list saga never ends, so each run lasts its silentRun: half a second leaves room for a
// loaded machine's stalls between the steps (80 ms once did not).
describe('the list kit', () => {
  it('loads the first page of a query, and shows its rows and total', () => {
    const { kit, saga, reducer } = setup('pager');
    return expectSaga(saga)
      .withReducer(reducer)
      .provide([direct])
      .dispatch(kit.actions.queryChanged({ search: '' }))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(storeState.list.status).toBe('loaded');
        expect(storeState.list.total).toBe(5);
        expect(kit.selectRows(storeState.list).map((row) => row.id)).toEqual(['r0', 'r1']);
      });
  });

  it('shows only the answer of the last search, however late an earlier one comes', () => {
    // The first search answers last: takeLatest cancels it, so it never overwrites.
    const fetch = server((query) => (query.search === 'r' ? 40 : 1));
    const { kit, saga, reducer } = setup('scroll', fetch);
    return expectSaga(saga)
      .withReducer(reducer)
      .provide([direct])
      .dispatch(kit.actions.queryChanged({ search: 'r' }))
      .delay(5)
      .dispatch(kit.actions.queryChanged({ search: 'r3' }))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(kit.selectRows(storeState.list).map((row) => row.id)).toEqual(['r3']);
        expect(storeState.list.total).toBe(1);
      });
  });

  it('waits for the typing to pause before it asks (debounce), and asks once', () => {
    const fetch = server();
    const { kit, saga, reducer } = setup('scroll', fetch, { debounceMs: 20 });
    return (
      expectSaga(saga)
        .withReducer(reducer)
        .provide([direct])
        // Typed on at once: no wait of the machine can end the first pause before the second key.
        .dispatch(kit.actions.queryChanged({ search: 'r' }))
        .dispatch(kit.actions.queryChanged({ search: 'r4' }))
        .silentRun(500)
        .then(({ storeState }) => {
          expect(fetch.asked.map((a) => a.query.search)).toEqual(['r4']);
          expect(kit.selectRows(storeState.list).map((row) => row.id)).toEqual(['r4']);
        })
    );
  });

  it('pages: a pager shows one page and reads the next by its key, a jump by offset', () => {
    const fetch = server();
    const { kit, saga, reducer } = setup('pager', fetch);
    return expectSaga(saga)
      .withReducer(reducer)
      .provide([direct])
      .dispatch(kit.actions.queryChanged({}))
      .delay(10)
      .dispatch(kit.actions.pageRequested(1))
      .delay(10)
      .dispatch(kit.actions.pageRequested(0))
      .delay(10)
      .dispatch(kit.actions.queryChanged({}))
      .delay(10)
      .dispatch(kit.actions.pageRequested(2))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(fetch.asked.map((a) => a.page)).toEqual([
          { skip: 0, take: 2 },
          { skip: 2, take: 2, after: 'r1' },
          { skip: 0, take: 2 },
          { skip: 0, take: 2 },
          { skip: 4, take: 2 },
        ]);
        expect(kit.selectRows(storeState.list).map((row) => row.id)).toEqual(['r4']);
        expect(storeState.list.page).toBe(2);
      });
  });

  it('keeps every page a scrolled list reached, in order', () => {
    const fetch = server((query) => (query.search === '' ? 1 : 30));
    const { kit, saga, reducer } = setup('scroll', fetch);
    return expectSaga(saga)
      .withReducer(reducer)
      .provide([direct])
      .dispatch(kit.actions.queryChanged({}))
      .delay(10)
      .dispatch(kit.actions.pageRequested(1))
      .delay(10)
      .dispatch(kit.actions.pageRequested(2))
      .silentRun(500)
      .then(({ storeState }) => {
        expect(kit.selectRows(storeState.list).map((row) => row.id)).toEqual([
          'r0',
          'r1',
          'r2',
          'r3',
          'r4',
        ]);
        expect(kit.selectRowAt(storeState.list, 3)?.id).toBe('r3');
        expect(storeState.list.loadingPages).toEqual([]);
      });
  });

  it('drops a page that answers after the query changed', () => {
    const { kit, reducer } = setup('scroll');
    let state = reducer(undefined, kit.actions.queryChanged({ search: 'r' }));
    const stale = state.list.generation;
    state = reducer(state, kit.actions.queryChanged({ search: 'r1' }));
    state = reducer(
      state,
      kit.actions.pageLoaded({
        generation: stale,
        page: 0,
        result: { items: rows(0, 2), total: 5 },
      }),
    );
    expect(kit.selectRows(state.list)).toEqual([]);
    expect(state.list.status).toBe('loading');
  });

  it('says why a page failed, and a retry loads it again', () => {
    const fetch = server();
    const failing = {
      ...fetch,
      fetchPage: (query: Query, page: PageRequest) =>
        fetch.asked.push({ query, page }) === 1
          ? Promise.reject(new ApiRequestError(500, { errorKey: 'unknownError', message: 'x' }))
          : fetch.fetchPage(query, page),
    };
    const { kit, saga, reducer } = setup('pager', failing);
    return expectSaga(saga)
      .withReducer(reducer)
      .provide([direct])
      .dispatch(kit.actions.queryChanged({}))
      .delay(10)
      .dispatch(kit.actions.reloaded())
      .silentRun(500)
      .then(({ storeState, effects }) => {
        expect(storeState.list.status).toBe('loaded');
        expect(effects.put?.map((e) => e.payload.action.type)).toContain(
          kit.actions.pageLoadFailed.type,
        );
      });
  });

  describe('selection', () => {
    const loaded = () => {
      const { kit, reducer } = setup('scroll');
      let state = reducer(undefined, kit.actions.queryChanged({ group: 'g1' }));
      const { generation } = state.list;
      state = reducer(
        state,
        kit.actions.pageLoaded({ generation, page: 0, result: { items: rows(0, 2), total: 5 } }),
      );
      return { kit, reducer, state };
    };

    it('ticks rows one by one, and the visible rows at once, or unticks them', () => {
      const { kit, reducer, state: start } = loaded();
      let state = reducer(start, kit.actions.rowToggled('r1'));
      expect(state.list.selected).toEqual(['r1']);
      state = reducer(state, kit.actions.visibleToggled());
      expect(state.list.selected).toEqual(['r1', 'r0']);
      expect(kit.selectionCount(state.list)).toBe(2);
      state = reducer(state, kit.actions.visibleToggled());
      expect(state.list.selected).toEqual([]);
    });

    it('selects all N results of the filter, also rows not loaded, until a row is ticked', () => {
      const { kit, reducer, state: start } = loaded();
      let state = reducer(start, kit.actions.allOfFilterSelected());
      expect(kit.selectionCount(state.list)).toBe(5);
      state = reducer(state, kit.actions.rowToggled('r0'));
      expect(state.list.allOfFilter).toBe(false);
      expect(kit.selectionCount(state.list)).toBe(1);
    });

    it('keeps ticked rows over a new search, as the list configures, but not "all N"', () => {
      const { kit, reducer, state: start } = loaded();
      let state = reducer(start, kit.actions.rowToggled('r0'));
      state = reducer(state, kit.actions.allOfFilterSelected());
      state = reducer(state, kit.actions.queryChanged({ search: 'x' }));
      expect(state.list.selected).toEqual(['r0']);
      expect(state.list.allOfFilter).toBe(false);
      state = reducer(state, kit.actions.queryChanged({ group: 'g2' }));
      expect(state.list.selected).toEqual([]);
    });
  });

  it('reads the page again while a row on it changes, until it settled', () => {
    const list = pollingList((read) => (read < 3 ? busyPage : { items: [{ id: 'r0' }], total: 1 }));
    return expectSaga(list.saga)
      .withReducer(list.reducer)
      .provide([shortDelays(() => true), direct])
      .dispatch(list.kit.actions.queryChanged({}))
      .silentRun(500)
      .then(({ storeState }) => {
        // The first load, then polls until the row settled: three reads, then quiet.
        expect(list.reads()).toBe(3);
        expect(list.kit.selectRows(storeState.list)).toEqual([{ id: 'r0' }]);
      });
  });

  it('asks nothing while the tab is hidden, and reads again once it is visible', () => {
    const list = pollingList(() => busyPage);
    let visible = false;
    let readsWhileHidden = -1;
    setTimeout(() => {
      readsWhileHidden = list.reads();
      visible = true;
    }, 100);
    return expectSaga(list.saga)
      .withReducer(list.reducer)
      .provide([shortDelays(() => visible), direct])
      .dispatch(list.loaded)
      .silentRun(300)
      .then(() => {
        expect(readsWhileHidden).toBe(0);
        expect(list.reads()).toBeGreaterThan(0);
      });
  });

  it('does not poll once the screen closed', () => {
    const list = pollingList(() => busyPage);
    return expectSaga(list.saga)
      .provide([direct])
      .dispatch(list.loaded)
      .dispatch(list.kit.actions.closed())
      .silentRun(500)
      .then(() => expect(list.reads()).toBe(0));
  });
});
