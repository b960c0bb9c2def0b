import { createSelector } from '@reduxjs/toolkit';
import {
  capActivityPlan,
  dayBounds,
  newestActions,
  type ActivityPlanEntry,
  type LastAction,
} from '../../../common/dashboard';
import type { RootState } from '../../store/rootReducer';
import { actionCount } from './sources';
import { initialDashboardState, type SourceState, type SourceStatus } from './slice';

export const selectDashboard = (state: RootState) => state.dashboard ?? initialDashboardState;
export const selectDashboardSources = (state: RootState) => selectDashboard(state).sources;

/** Two sources shown as one widget: loading while any loads, failed only when all failed. */
function combinedStatus(...parts: SourceState<unknown>[]): SourceStatus {
  const shown = parts.filter((part) => part.status !== 'hidden');
  if (shown.length === 0) return 'hidden';
  if (shown.some((part) => part.status === 'loading' || part.status === 'idle')) return 'loading';
  return shown.every((part) => part.status === 'failed') ? 'failed' : 'loaded';
}

/** The activity plan of the suite and WhatsApp, merged and capped by spec section 9. */
export const selectActivityPlan = createSelector(
  [
    (state: RootState) => selectDashboardSources(state).activityPlan,
    (state: RootState) => selectDashboardSources(state).whatsAppActivityPlan,
  ],
  (suite, whatsApp) => {
    const status = combinedStatus(suite, whatsApp);
    const entries: ActivityPlanEntry[] = [...(suite.data ?? []), ...(whatsApp.data ?? [])];
    const today = dayBounds(new Date(), new Date().getTimezoneOffset());
    return {
      status,
      partial: status === 'loaded' && [suite, whatsApp].some((s) => s.status === 'failed'),
      entries: capActivityPlan(entries, today),
    };
  },
);

/** The last actions of both services, newest first (spec section 9: 12, or 16 in full). */
export const selectLastActions = createSelector(
  [
    (state: RootState) => selectDashboardSources(state).lastActions,
    (state: RootState) => selectDashboardSources(state).whatsAppLastActions,
    (state: RootState) => selectDashboard(state).fullActionList,
  ],
  (suite, whatsApp, fullList) => {
    const status = combinedStatus(suite, whatsApp);
    const lists: LastAction[][] = [suite.data?.lastActions ?? [], whatsApp.data ?? []];
    return {
      status,
      partial: status === 'loaded' && [suite, whatsApp].some((s) => s.status === 'failed'),
      actions: newestActions(lists, actionCount(fullList)),
      fullList,
      updatesSinceLastVisit: suite.data?.updatesSinceLastVisit ?? null,
    };
  },
);
