import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddedToProfile } from '../../../common/newsletters';
import type {
  ExcludedSubscribers,
  NewsletterStatistics,
  StatisticNewsletter,
  StatisticNewsletterEntry,
} from '../../../common/statistics';
import type { SubscriberProfile } from '../../../common/subscribers';
import type { AddTarget } from '../../components/addToGroup/AddToGroupForm';
import { withList, type ListState } from '../../components/list/listSlice';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';
import { detailList, type DetailListQuery, type DetailRow } from './detailList';

/** A newsletter the statistics ask for: loading, here, failed, or not in this account (404). */
export type NewsletterLookup = LoadStatus | 'notFound';

export interface StatisticsState {
  overview: {
    status: LoadStatus;
    newsletters: StatisticNewsletterEntry[];
    /** The newsletter shown; null when none was sent yet. */
    id: number | null;
    selected: {
      status: NewsletterLookup;
      newsletter: StatisticNewsletter | null;
      statistics: NewsletterStatistics | null;
      excluded: ExcludedSubscribers | null;
    };
  };
  /** The rows, paging, query and selection of the detail list shown (the list kit). */
  detailList: ListState<DetailRow, DetailListQuery>;
  details: {
    /** The newsletter the list belongs to: its name heads the list (issue 23). */
    newsletter: { id: number | null; status: NewsletterLookup; name: string | null };
    profiles: SubscriberProfile[];
    addToGroup: {
      status: 'idle' | 'busy' | 'failed';
      errorKey: string | null;
      added: number | null;
      groupName: string | null;
    };
  };
}

const noAddition: StatisticsState['details']['addToGroup'] = {
  status: 'idle',
  errorKey: null,
  added: null,
  groupName: null,
};

export const initialStatisticsState: StatisticsState = {
  overview: {
    status: 'idle',
    newsletters: [],
    id: null,
    selected: { status: 'idle', newsletter: null, statistics: null, excluded: null },
  },
  detailList: detailList.initialState,
  details: {
    newsletter: { id: null, status: 'idle', name: null },
    profiles: [],
    addToGroup: noAddition,
  },
};

const statisticsSlice = createSlice({
  name: 'statistics',
  initialState: initialStatisticsState,
  reducers: {
    /** The overview opened or its route changed; id null: the newsletter sent last. */
    overviewRequested(state, _action: PayloadAction<{ id: number | null }>) {
      if (state.overview.status !== 'loaded') state.overview.status = 'loading';
    },
    overviewLoaded(
      state,
      action: PayloadAction<{ newsletters: StatisticNewsletterEntry[]; id: number | null }>,
    ) {
      state.overview.status = 'loaded';
      state.overview.newsletters = action.payload.newsletters;
      if (action.payload.id !== state.overview.id) {
        state.overview.id = action.payload.id;
        state.overview.selected = initialStatisticsState.overview.selected;
      }
    },
    overviewLoadFailed(state) {
      state.overview.status = 'failed';
    },
    selectedLoading(state) {
      state.overview.selected.status = 'loading';
    },
    selectedLoaded(
      state,
      action: PayloadAction<{
        newsletter: StatisticNewsletter;
        statistics: NewsletterStatistics;
        excluded: ExcludedSubscribers;
      }>,
    ) {
      if (action.payload.newsletter.id !== state.overview.id) return;
      state.overview.selected = { status: 'loaded', ...action.payload };
    },
    selectedLoadFailed(state) {
      state.overview.selected.status = 'failed';
    },
    /** The route's newsletter is unknown in this account (or was never sent): a not-found view. */
    selectedNotFound(state) {
      state.overview.selected = { ...initialStatisticsState.overview.selected, status: 'notFound' };
    },

    /** A detail list opened for newsletter `id`: its name is asked for once per newsletter. */
    detailNewsletterRequested(state, action: PayloadAction<number>) {
      state.details.newsletter = { id: action.payload, status: 'loading', name: null };
    },
    detailNewsletterLoaded(state, action: PayloadAction<{ id: number; name: string }>) {
      if (action.payload.id !== state.details.newsletter.id) return;
      state.details.newsletter = { ...action.payload, status: 'loaded' };
    },
    detailNewsletterFailed(state, action: PayloadAction<{ id: number; notFound: boolean }>) {
      if (action.payload.id !== state.details.newsletter.id) return;
      state.details.newsletter.status = action.payload.notFound ? 'notFound' : 'failed';
    },

    profilesLoaded(state, action: PayloadAction<SubscriberProfile[]>) {
      state.details.profiles = action.payload;
    },
    addToGroupRequested(state, _action: PayloadAction<AddTarget>) {
      state.details.addToGroup = { ...noAddition, status: 'busy' };
    },
    addedToGroup(state, action: PayloadAction<AddedToProfile>) {
      state.details.addToGroup = {
        ...noAddition,
        added: action.payload.added,
        groupName: action.payload.profile.name,
      };
    },
    addToGroupFailed(state, action: PayloadAction<string | null>) {
      state.details.addToGroup = { ...noAddition, status: 'failed', errorKey: action.payload };
    },
  },
  extraReducers: (builder) => {
    // Another account's newsletters are not this one's.
    builder.addCase(accountSwitched, () => initialStatisticsState);
    // Another list (filter, search, order): the outcome of adding the last one is gone.
    builder.addCase(detailList.actions.queryChanged, (state) => {
      state.details.addToGroup = noAddition;
    });
  },
});

export const {
  overviewRequested,
  overviewLoaded,
  overviewLoadFailed,
  selectedLoading,
  selectedLoaded,
  selectedLoadFailed,
  selectedNotFound,
  detailNewsletterRequested,
  detailNewsletterLoaded,
  detailNewsletterFailed,
  profilesLoaded,
  addToGroupRequested,
  addedToGroup,
  addToGroupFailed,
} = statisticsSlice.actions;
export const statisticsReducer = withList(
  statisticsSlice.reducer,
  'detailList',
  detailList.reducer,
);
