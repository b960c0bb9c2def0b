import type {
  ActivityPlan,
  DashboardItemList,
  EventDashboardItems,
  LastActionList,
  NewsletterDashboardItems,
  SendTimeOptimizationSettings,
} from '../../common/dashboard';
import type { FirstSteps } from '../../common/firstSteps';
import type { MediaAssetInfo } from '../../common/media';
import { requestJson } from './client';
import { suiteService, whatsAppService } from './services';

/** The start page's calls (spec section 7), one function per call. */

export function getEmailDashboardItems(): Promise<DashboardItemList> {
  return requestJson((signal) =>
    suiteService.get('CampaignAPI/CampaignAPI/GetRelayDashboardItems', { signal }),
  );
}

export function getSmsDashboardItems(): Promise<DashboardItemList> {
  return requestJson((signal) =>
    suiteService.get('SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems', { signal }),
  );
}

export function getEventDashboardItems(): Promise<EventDashboardItems> {
  return requestJson((signal) =>
    suiteService.get('StartpageApi/EMSDashboard/GetEventRelayDashboardItems', { signal }),
  );
}

export function getNewsletterDashboardItems(): Promise<NewsletterDashboardItems> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/newsletter/getRelayDashboardItems', { signal }),
  );
}

/** `utcOffset`: minutes the browser's clock is behind UTC, so "today" is the user's day. */
export function getActivityPlan(utcOffset: number): Promise<ActivityPlan> {
  return requestJson((signal) =>
    suiteService.get('StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan', {
      searchParams: { utcOffset },
      signal,
    }),
  );
}

export function getWhatsAppActivityPlan(utcOffset: number): Promise<ActivityPlan> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/Dashboard/activityPlanItems', {
      searchParams: { utcOffset },
      signal,
    }),
  );
}

export function getLastActions(count: number): Promise<LastActionList> {
  return requestJson((signal) =>
    suiteService.get('StartpageApi/StartpageApi/GetRelayLastActions', {
      searchParams: { count },
      signal,
    }),
  );
}

export function getWhatsAppLastActions(count: number): Promise<LastActionList> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/Dashboard/lastUserActions', {
      searchParams: { count },
      signal,
    }),
  );
}

export function getLastChangedAssets(count: number): Promise<{ assetInfos: MediaAssetInfo[] }> {
  return requestJson((signal) =>
    suiteService.get('Assets/MediaDatabase/GetLastChangedAssets', {
      searchParams: { count },
      signal,
    }),
  );
}

export function getSendTimeOptimization(): Promise<SendTimeOptimizationSettings> {
  return requestJson((signal) =>
    suiteService.get('SendTimeOptimizationAPI/SendTimeOptimization/GetRelayDashboardItems', {
      signal,
    }),
  );
}

export function activateSendTimeLearning(): Promise<SendTimeOptimizationSettings> {
  return requestJson((signal) =>
    suiteService.post('SendTimeOptimizationAPI/SendTimeOptimization/ActivateLearning', {
      signal,
    }),
  );
}

/** The first-steps checklist of the current account (issue 23 point 10). */
export function getFirstSteps(): Promise<FirstSteps> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/Dashboard/firstSteps', { signal }),
  );
}
