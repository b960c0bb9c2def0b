import { lastActionLimits } from '../../../common/dashboard';
import { lastChangedAssetsDefault } from '../../../common/media';
import type { Right } from '../../../common/rights';
import {
  getActivityPlan,
  getEmailDashboardItems,
  getEventDashboardItems,
  getFirstSteps,
  getLastActions,
  getLastChangedAssets,
  getNewsletterDashboardItems,
  getSendTimeOptimization,
  getSmsDashboardItems,
  getWhatsAppActivityPlan,
  getWhatsAppLastActions,
} from '../../api/dashboard';
import type { DashboardData, DashboardSourceName } from './slice';

export interface LoadOptions {
  utcOffset: number;
  /** How many last actions: 12 on the dashboard, 16 for the full list. */
  actionCount: number;
}

export interface DashboardSource<K extends DashboardSourceName> {
  /** The rights the user needs for the source; without them its widget is hidden. */
  rights: Right[];
  load(options: LoadOptions): Promise<DashboardData[K]>;
}

/** Every source of the start page (spec section 7): its rights and its call. */
export const dashboardSources: { [K in DashboardSourceName]: DashboardSource<K> } = {
  emailCampaigns: {
    rights: ['Campaigns.View'],
    load: async () => (await getEmailDashboardItems()).data,
  },
  smsCampaigns: {
    rights: ['SmsCampaigns.View'],
    load: async () => (await getSmsDashboardItems()).data,
  },
  events: { rights: ['Events.View'], load: () => getEventDashboardItems() },
  newsletters: {
    rights: ['WhatsAppCampaigns.View'],
    load: async () => (await getNewsletterDashboardItems()).newsletters,
  },
  activityPlan: {
    rights: ['ActivityPlan.View'],
    load: async ({ utcOffset }) => (await getActivityPlan(utcOffset)).dashboardActivityPlanElements,
  },
  whatsAppActivityPlan: {
    rights: ['ActivityPlan.View', 'WhatsAppCampaigns.View'],
    load: async ({ utcOffset }) =>
      (await getWhatsAppActivityPlan(utcOffset)).dashboardActivityPlanElements,
  },
  lastActions: { rights: [], load: ({ actionCount }) => getLastActions(actionCount) },
  whatsAppLastActions: {
    rights: [],
    load: async ({ actionCount }) => (await getWhatsAppLastActions(actionCount)).lastActions,
  },
  // The server leaves out the steps the user may not view.
  firstSteps: { rights: [], load: async () => (await getFirstSteps()).steps },
  media: {
    rights: ['MediaDatabase.View'],
    load: async () => (await getLastChangedAssets(lastChangedAssetsDefault)).assetInfos,
  },
  sendTime: { rights: ['Campaigns.View'], load: () => getSendTimeOptimization() },
};

export const actionCount = (fullList: boolean) =>
  fullList ? lastActionLimits.fullList : lastActionLimits.dashboard;
