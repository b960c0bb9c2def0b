import type { ActivityPlanEntry, DashboardItem, DayBounds } from '../../../common/dashboard';
import type { Queryable } from '../../db/database';

/**
 * What a WhatsApp module contributes to the start page. The newsletter module (issue 8) registers
 * its newsletters here from its own code: the dashboard routes know no newsletter table, and
 * until a source is registered they answer empty lists, which is the truth (no newsletters).
 */
export interface WhatsAppDashboardSource {
  /** A name for logs and duplicate checks, e.g. `newsletters`. */
  name: string;
  /** Items of the newsletter widget (`get{product}DashboardItems`), most relevant first. */
  dashboardItems?(db: Queryable, accountId: number): Promise<DashboardItem[]>;
  /**
   * Candidates for the activity plan (`activityPlanItems`): at least the latest past entry, the
   * first 20 of today and the first 5 future ones; the route caps them (spec section 9).
   */
  activityPlanCandidates?(
    db: Queryable,
    accountId: number,
    today: DayBounds,
  ): Promise<Omit<ActivityPlanEntry, 'group'>[]>;
}

/** The registry, one per app (decorated as `app.whatsappDashboard`). */
export class WhatsAppDashboardSources {
  private readonly sources = new Map<string, WhatsAppDashboardSource>();

  register(source: WhatsAppDashboardSource): void {
    if (this.sources.has(source.name)) {
      throw new Error(`WhatsApp dashboard source ${source.name} is registered twice`);
    }
    this.sources.set(source.name, source);
  }

  list(): WhatsAppDashboardSource[] {
    return [...this.sources.values()];
  }
}
