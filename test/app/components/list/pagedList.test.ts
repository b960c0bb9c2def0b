import { createAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import {
  createPagedList,
  type ListPage,
  type PagedListState,
} from '../../../../src/app/components/list/pagedList';
import {
  createPagedListSaga,
  type PageRequest,
} from '../../../../src/app/components/list/pagedListSagas';

interface Row {
  id: string;
  name: string;
}
interface Filter {
  search: string;
}

const list = createPagedList<Row, Filter>({
  name: 'rows',
  selectId: (row) => row.id,
  initialFilter: { search: '' },
  take: 2,
});
const { actions } = list;
const left = createAction('screen/left');
const fetchPage = (request: PageRequest<Filter>): Promise<ListPage<Row>> =>
  Promise.resolve({ items: [], total: request.skip });
const saga = createPagedListSaga<Row, Filter, PagedListState<Row, Filter>>({
  list,
  selectList: (state) => state,
  fetchPage,
  cancelOn: [left],
});
const rows = (...names: string[]) => names.map((name) => ({ id: name, name }));

describe('the paged list slice', () => {
  const loaded = list.reducer(
    undefined,
    actions.loaded({ items: rows('anna', 'bert'), total: 17 }),
  );

  it('keeps the page in the server’s order', () => {
    expect(list.selectItems(loaded).map((row) => row.name)).toEqual(['anna', 'bert']);
    expect(loaded.total).toBe(17);
  });

  it('ticks visible rows, unticks them, and selects all N results of the filter', () => {
    const visible = list.reducer(loaded, actions.visibleToggled());
    expect(visible.selected).toEqual(['anna', 'bert']);
    expect(list.selectionCount(visible)).toBe(2);
    expect(list.reducer(visible, actions.visibleToggled()).selected).toEqual([]);
    const all = list.reducer(visible, actions.allOfFilterSelected());
    expect(list.selectionCount(all)).toBe(17);
    expect(list.reducer(all, actions.rowToggled('anna')).allOfFilter).toBe(false);
  });

  it('drops the selection and goes to the first page when the filter changes', () => {
    const paged = list.reducer(
      list.reducer(loaded, actions.pageChanged({ skip: 4 })),
      actions.allOfFilterSelected(),
    );
    const next = list.reducer(paged, actions.filterChanged({ search: 'ann' }));
    expect(next).toMatchObject({ skip: 0, allOfFilter: false, selected: [], status: 'loading' });
  });
});

describe('the paged list saga', () => {
  it('loads the page of the filter, skip and take in the state', () =>
    expectSaga(saga)
      .withReducer(list.reducer)
      .provide([[matchers.call.fn(callApi), { items: rows('anna'), total: 1 }]])
      .call(callApi, fetchPage, { filter: { search: 'ann' }, skip: 0, take: 2, sort: null })
      .put(actions.loaded({ items: rows('anna'), total: 1 }))
      .dispatch(actions.filterChanged({ search: 'ann' }))
      .silentRun(50));

  it('shows only the newest search when an older answer comes late', () => {
    let calls = 0;
    return expectSaga(saga)
      .withReducer(list.reducer)
      .provide({
        call(effect, next) {
          if (effect.fn !== callApi) return next();
          calls += 1;
          const page = calls === 1 ? rows('old') : rows('new');
          const wait = calls === 1 ? 40 : 5;
          return new Promise((resolve) =>
            setTimeout(() => resolve({ items: page, total: 1 }), wait),
          );
        },
      })
      .dispatch(actions.filterChanged({ search: 'alt' }))
      .dispatch(actions.filterChanged({ search: 'neu' }))
      .not.put(actions.loaded({ items: rows('old'), total: 1 }))
      .put(actions.loaded({ items: rows('new'), total: 1 }))
      .silentRun(100);
  });

  it('drops the page on its way when the screen is left', () =>
    expectSaga(saga)
      .withReducer(list.reducer)
      .provide({
        call(effect, next) {
          if (effect.fn !== callApi) return next();
          return new Promise((resolve) =>
            setTimeout(() => resolve({ items: rows('x'), total: 1 }), 30),
          );
        },
      })
      .dispatch(actions.requested())
      .dispatch(left())
      .not.put.like({ action: { type: actions.loaded.type } })
      .silentRun(80));

  it('records the error key of a failed load', () =>
    expectSaga(saga)
      .withReducer(list.reducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(500, { errorKey: 'internal', message: 'x' })),
        ],
      ])
      .dispatch(actions.requested())
      .put(actions.failed('internal'))
      .silentRun(50));
});
