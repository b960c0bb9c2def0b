import type { ActivityPlanEntry, DashboardItem, DayBounds } from '../../../common/dashboard';
import type { Queryable } from '../../db/database';

/** What a WhatsApp module contributes to the start page (the newsletters do). */
export interface WhatsAppDashboardSource {
  /** Items of the newsletter widget (`get{product}DashboardItems`), most relevant first. */
  dashboardItems(db: Queryable, accountId: number): Promise<DashboardItem[]>;
  /**
   * Candidates for the activity plan (`activityPlanItems`): at least the latest past entry, the
   * first 20 of today and the first 5 future ones; the route caps them (spec section 9).
   */
  activityPlanCandidates(
    db: Queryable,
    accountId: number,
    today: DayBounds,
  ): Promise<Omit<ActivityPlanEntry, 'group'>[]>;
}

/** Every WhatsApp start-page source by name; `app.ts` composes it, a missing one does not compile. */
export interface WhatsAppDashboardSources {
  newsletters: WhatsAppDashboardSource;
}
