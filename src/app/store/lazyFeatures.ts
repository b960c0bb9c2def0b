import { createAction, type Reducer } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { Saga } from 'redux-saga';
import { fork, take } from 'typed-redux-saga';
import { useAppDispatch } from './hooks';
import { rootReducer, type LazyLoadedSlices } from './rootReducer';

/**
 * Features whose slice and saga travel in their screens' chunk, so the JavaScript of the
 * sign-in and dashboard routes carries only what every page needs (budget: 170 KB gzip).
 * The slice joins the one root reducer when its module loads (RTK's combineSlices, shared by
 * every store); the saga starts in a store the first time one of the feature's screens
 * dispatches `featureOpened` — so components still only dispatch and select.
 */
export const featureOpened = createAction<FeatureName>('app/featureOpened');

/**
 * Features whose slice is part of the start-up store but whose further sagas load with their
 * screens (e.g. the notification centre's actions) declare their names here by declaration
 * merging, e.g. `interface LazySagas { notificationActions: true }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazySagas {}

export type FeatureName = keyof LazyLoadedSlices | keyof LazySagas;

const featureSagas = new Map<string, Saga>();

export function registerLazyFeature<Name extends keyof LazyLoadedSlices>(
  name: Name,
  reducer: Reducer<LazyLoadedSlices[Name]>,
  saga: Saga,
): void {
  featureSagas.set(name, saga);
  // combineSlices types each name against every lazy slice at once; the declaration in the
  // feature's module is what ties this name to this reducer.
  rootReducer.inject({ reducerPath: name, reducer: reducer as unknown as Reducer<never> });
}

/** A lazily loaded saga of a feature whose slice is there from the start. */
export function registerLazySaga(name: keyof LazySagas, saga: Saga): void {
  featureSagas.set(name, saga);
}

/** Part of the root saga: starts each lazy feature's saga once per store. */
export function* lazyFeatureSagas() {
  const started = new Set<string>();
  while (true) {
    const { payload: name } = yield* take(featureOpened);
    const saga = featureSagas.get(name);
    if (!saga || started.has(name)) continue;
    started.add(name);
    yield* fork(saga);
  }
}

/** Call first in a lazy feature's screen: makes sure the feature's saga runs. */
export function useFeature(name: FeatureName) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(featureOpened(name));
  }, [dispatch, name]);
}
