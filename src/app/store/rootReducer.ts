import { combineSlices } from '@reduxjs/toolkit';
import { accountReducer } from '../features/account/slice';
import { accountSwitchReducer } from '../features/accountSwitch/slice';
import { leaveGuardReducer } from '../features/leaveGuard/slice';
import { navigationReducer } from '../features/navigation/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { rightsReducer } from '../features/rights/slice';
import { sessionReducer } from '../features/session/slice';
import { uiLanguageReducer } from '../features/uiLanguage/slice';

/**
 * Slices of features that load with their screens (see lazyFeatures.ts) add themselves here by
 * declaration merging, e.g. `interface LazyLoadedSlices { sso: SsoState }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** What every page needs is here from the start; screen features are injected when loaded. */
export const rootReducer = combineSlices({
  session: sessionReducer,
  account: accountReducer,
  accountSwitch: accountSwitchReducer,
  rights: rightsReducer,
  uiLanguage: uiLanguageReducer,
  navigation: navigationReducer,
  leaveGuard: leaveGuardReducer,
  notifications: notificationsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
