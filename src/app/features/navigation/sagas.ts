import type { SagaIterator } from 'redux-saga';
import { call as rawCall } from 'redux-saga/effects';
import { all, put, takeLatest } from 'typed-redux-saga';
import type { LeftNavTree, ProductList } from '../../../common/navigation';
import { isAbortError } from '../../api/errors';
import { getLeftNavTree, getProducts } from '../../api/navigation';
import { callApi } from '../../auth/callApi';
import { accountSwitched } from '../../store/accountEvents';
import { signedIn } from '../session/slice';
import { navigationLoaded, navigationLoadFailed, navigationRequested } from './slice';

/** Tree and products of the current account, both at once; either failing sets the fault flag. */
export function* loadNavigationSaga(): SagaIterator<void> {
  try {
    // Both at once; raw effects inside `all`, typed by the call functions.
    const [tree, products] = (yield* all([
      rawCall(callApi, getLeftNavTree),
      rawCall(callApi, getProducts),
    ])) as [LeftNavTree, ProductList];
    yield* put(navigationLoaded({ moduleTree: tree.moduleTree, products: products.products }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(navigationLoadFailed());
  }
}

function* requestNavigation() {
  yield* put(navigationRequested());
}

/** Loads after sign-in and after each account switch; a retry is `navigationRequested`. */
export function* navigationSaga(): SagaIterator<void> {
  yield* takeLatest([signedIn, accountSwitched], requestNavigation);
  yield* takeLatest(navigationRequested, loadNavigationSaga);
}
