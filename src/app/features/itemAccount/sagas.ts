import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest } from 'typed-redux-saga';
import type { ItemAccount, ItemKind } from '../../../common/itemAccount';
import { isAbortError } from '../../api/errors';
import { getItemAccount } from '../../api/navigation';
import { callApi } from '../../auth/callApi';
import { selectTokenAccountId } from '../session/selectors';
import { itemAccountFound, itemAccountMissing, itemAccountRequested } from './slice';

/**
 * Asks which of the user's accounts holds the item. The current account counts as none (the
 * screen's not-found had another cause); so does a failed lookup: the usual not-found stays.
 */
export function* lookUpItemAccountSaga(
  action: ReturnType<typeof itemAccountRequested>,
): SagaIterator<void> {
  const item = action.payload;
  try {
    const account = yield* callApi<[ItemKind, number], ItemAccount>(
      getItemAccount,
      item.kind,
      item.id,
    );
    const current = yield* select(selectTokenAccountId);
    if (account.accountId === current) yield* put(itemAccountMissing(item));
    else yield* put(itemAccountFound({ ...item, account }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(itemAccountMissing(item));
  }
}

/** Only the last item asked about counts. */
export function* itemAccountSaga(): SagaIterator<void> {
  yield* takeLatest(itemAccountRequested, lookUpItemAccountSaga);
}
