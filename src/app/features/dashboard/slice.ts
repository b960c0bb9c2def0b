import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ActivityPlanEntry,
  DashboardItem,
  EventDashboardItems,
  LastAction,
  LastActionList,
  SendTimeOptimizationSettings,
} from '../../../common/dashboard';
import type { FirstStep } from '../../../common/firstSteps';
import type { MediaAssetInfo } from '../../../common/media';
import { accountSwitched } from '../../store/accountEvents';

/** What each source of the start page answers, as the widgets use it. */
export interface DashboardData {
  emailCampaigns: DashboardItem[];
  smsCampaigns: DashboardItem[];
  events: EventDashboardItems;
  newsletters: DashboardItem[];
  activityPlan: ActivityPlanEntry[];
  whatsAppActivityPlan: ActivityPlanEntry[];
  lastActions: LastActionList;
  whatsAppLastActions: LastAction[];
  media: MediaAssetInfo[];
  sendTime: SendTimeOptimizationSettings;
  firstSteps: FirstStep[];
}

export type DashboardSourceName = keyof DashboardData;

/** `hidden`: the user lacks the rights of the source, so its widget is not shown. */
export type SourceStatus = 'idle' | 'hidden' | 'loading' | 'loaded' | 'failed';

export interface SourceState<T> {
  status: SourceStatus;
  data: T | null;
}

export type DashboardSources = { [K in DashboardSourceName]: SourceState<DashboardData[K]> };

export interface DashboardState {
  sources: DashboardSources;
  /** The last actions show the full list (16) instead of the dashboard's 12. */
  fullActionList: boolean;
  activation: 'idle' | 'activating' | 'failed';
}

export const dashboardSourceNames: DashboardSourceName[] = [
  'emailCampaigns',
  'smsCampaigns',
  'events',
  'newsletters',
  'activityPlan',
  'whatsAppActivityPlan',
  'lastActions',
  'whatsAppLastActions',
  'media',
  'sendTime',
  'firstSteps',
];

const idle = { status: 'idle', data: null } as const;

export const initialDashboardState: DashboardState = {
  sources: Object.fromEntries(
    dashboardSourceNames.map((name) => [name, idle]),
  ) as unknown as DashboardSources,
  fullActionList: false,
  activation: 'idle',
};

export type SourceLoaded = {
  [K in DashboardSourceName]: { source: K; data: DashboardData[K] };
}[DashboardSourceName];

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    /** The start page opened (or its account changed): load every source on its own. */
    dashboardRequested(_state, _action: PayloadAction<{ utcOffset: number }>) {},
    /** The sources the user may see are loading; the others are hidden. */
    sourcesLoading(state, action: PayloadAction<DashboardSourceName[]>) {
      for (const name of dashboardSourceNames) {
        const loading = action.payload.includes(name);
        state.sources[name].status = loading ? 'loading' : 'hidden';
        if (!loading) state.sources[name].data = null;
      }
    },
    /** A widget's retry: its failed sources load again. */
    sourcesRetried(
      state,
      action: PayloadAction<{ sources: DashboardSourceName[]; utcOffset: number }>,
    ) {
      for (const name of action.payload.sources) {
        if (state.sources[name].status === 'failed') state.sources[name].status = 'loading';
      }
    },
    sourceLoaded(state, action: PayloadAction<SourceLoaded>) {
      const { source, data } = action.payload;
      (state.sources[source] as SourceState<unknown>) = { status: 'loaded', data };
    },
    sourceFailed(state, action: PayloadAction<DashboardSourceName>) {
      state.sources[action.payload].status = 'failed';
    },
    /** Show 16 last actions instead of 12 (or back). */
    fullActionListToggled(state) {
      state.fullActionList = !state.fullActionList;
    },
    sendTimeActivationRequested(state) {
      state.activation = 'activating';
    },
    sendTimeActivated(state, action: PayloadAction<SendTimeOptimizationSettings>) {
      state.activation = 'idle';
      state.sources.sendTime = { status: 'loaded', data: action.payload };
    },
    sendTimeActivationFailed(state) {
      state.activation = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialDashboardState);
  },
});

export const {
  dashboardRequested,
  sourcesLoading,
  sourcesRetried,
  sourceLoaded,
  sourceFailed,
  fullActionListToggled,
  sendTimeActivationRequested,
  sendTimeActivated,
  sendTimeActivationFailed,
} = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
