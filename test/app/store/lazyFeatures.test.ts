import { createSlice } from '@reduxjs/toolkit';
import { take } from 'typed-redux-saga';
import { createAppStore } from '../../../src/app/store';
import {
  featureOpened,
  lazyFeatureSagas,
  registerLazyFeature,
} from '../../../src/app/store/lazyFeatures';

describe('lazy features', () => {
  it('join the store when their module loads and start their saga once per store', () => {
    const probe = createSlice({
      name: 'probe',
      initialState: { opened: 0 },
      reducers: { probed: (state) => ({ opened: state.opened + 1 }) },
    });
    let started = 0;
    function* probeSaga() {
      started += 1;
      yield* take('never');
    }
    // 'probe' is not a real feature: cast past the LazyLoadedSlices declaration.
    registerLazyFeature('probe' as never, probe.reducer as never, probeSaga);

    const store = createAppStore();
    store.runSaga(lazyFeatureSagas);
    store.dispatch(featureOpened('probe' as never));
    store.dispatch(featureOpened('probe' as never));
    expect(started).toBe(1);
    expect((store.getState() as unknown as Record<string, unknown>).probe).toEqual({ opened: 0 });

    const another = createAppStore();
    another.runSaga(lazyFeatureSagas);
    another.dispatch(featureOpened('probe' as never));
    expect(started).toBe(2);
  });
});
