/**
 * The one list saga: every request, filter, sort or page change loads the page once. takeLatest
 * drops a page still on its way when the person types on, so a slow answer for an old search
 * never overwrites the newer one; a race with `cancelOn` (leaving the screen, account switch)
 * drops it as well.
 */
import type { ActionCreator, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call as callEffect, take as takeEffect } from 'redux-saga/effects';
import { put, race, select, takeLatest } from 'typed-redux-saga';
import { callApi } from '../../auth/callApi';
import { errorKeyOf } from '../../api/errors';
import type { ListPage, ListSort, PagedList, PagedListState } from './pagedList';

export interface PageRequest<F> {
  filter: F;
  skip: number;
  take: number;
  sort: ListSort | null;
}

export interface PagedListSagaOptions<T, F, S> {
  list: PagedList<T, F>;
  selectList: (state: S) => PagedListState<T, F>;
  fetchPage: (request: PageRequest<F>) => Promise<ListPage<T>>;
  cancelOn?: ActionCreator<UnknownAction>[];
}

export function createPagedListSaga<T, F, S>(options: PagedListSagaOptions<T, F, S>) {
  const { actions } = options.list;

  function* loadPage(): SagaIterator {
    const list = yield* select(options.selectList);
    const request: PageRequest<F> = {
      filter: list.filter,
      skip: list.skip,
      take: list.take,
      sort: list.sort,
    };
    try {
      const { page } = (yield* race({
        page: callEffect(callApi<[PageRequest<F>], ListPage<T>>, options.fetchPage, request),
        cancelled: takeEffect(options.cancelOn ?? []),
      })) as { page?: ListPage<T> };
      if (page) yield* put(actions.loaded(page));
    } catch (error) {
      yield* put(actions.failed(errorKeyOf(error) || 'loadFailed'));
    }
  }

  return function* pagedListSaga(): SagaIterator {
    yield* takeLatest(
      [actions.requested, actions.filterChanged, actions.sortChanged, actions.pageChanged],
      loadPage,
    );
  };
}
