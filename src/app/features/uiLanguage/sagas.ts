import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'typed-redux-saga';
import { writeText } from '../../platform/localStore';
import { storageKeys } from '../../platform/storageKeys';
import { localeOfLanguage, uiLanguageChanged } from './slice';

/** The user's choice survives reloads: the entry holds its locale id (spec section 2). */
export function* persistUiLanguage(
  action: ReturnType<typeof uiLanguageChanged>,
): SagaIterator<void> {
  yield* call(writeText, storageKeys.uiLanguage, localeOfLanguage[action.payload]);
}

export function* uiLanguageSaga(): SagaIterator<void> {
  yield* takeEvery(uiLanguageChanged, persistUiLanguage);
}
