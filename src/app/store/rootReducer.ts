import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from '../features/account/slice';
import { accountSwitchReducer } from '../features/accountSwitch/slice';
import { feedbackReducer } from '../features/feedback/slice';
import { navigationReducer } from '../features/navigation/slice';
import { rightsReducer } from '../features/rights/slice';
import { sessionReducer } from '../features/session/slice';
import { uiLanguageReducer } from '../features/uiLanguage/slice';

export const rootReducer = combineReducers({
  session: sessionReducer,
  account: accountReducer,
  accountSwitch: accountSwitchReducer,
  rights: rightsReducer,
  uiLanguage: uiLanguageReducer,
  navigation: navigationReducer,
  feedback: feedbackReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
