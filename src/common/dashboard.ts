/**
 * The start page's data (spec section 3, Dashboard and Last action) and its rules (spec section
 * 9): activity-plan capping and last-actions ordering. Pure, so the server (per source) and the
 * SPA (over all sources merged) apply the very same rules.
 */

/** Item kinds of the dashboard (spec section 3). */
export const dashboardItemKinds = { campaign: 0, event: 1, subEvent: 2 } as const;
export type DashboardItemKind = (typeof dashboardItemKinds)[keyof typeof dashboardItemKinds];

/** Colour codes of the dashboard (spec section 3). */
export const colourCodes = { blue: 0, green: 1, yellow: 2, red: 3, grey: 4 } as const;
export type ColourCode = (typeof colourCodes)[keyof typeof colourCodes];

/** The dashboard's step hints 0 to 7 (spec section 3): what to do next on a campaign. */
export const campaignSteps = [
  'notStarted',
  'createCampaign',
  'configureSender',
  'setSubject',
  'createContent',
  'defineTargetGroup',
  'checkCampaign',
  'completed',
] as const;
export type CampaignStep = (typeof campaignSteps)[number];

/** What a dashboard item or activity-plan entry is. */
export type DashboardItemType =
  'EmailCampaign' | 'SmsCampaign' | 'Event' | 'SubEvent' | 'WhatsAppNewsletter';

/** One campaign, event or newsletter on the dashboard. */
export interface DashboardItem {
  id: number;
  name: string;
  itemKind: DashboardItemKind;
  type: DashboardItemType;
  /** The status number of its kind (spec section 4's label sets). */
  status: number;
  colourCode: ColourCode;
  /** Step hint 0..7; null where the kind has none (events). */
  step: number | null;
  /** Send date (campaigns) or start date (events), ISO; null when not planned. */
  date: string | null;
  /** ISO time of the last change. */
  changedAt: string;
  /** The parent event of a sub-event. */
  parentId: number | null;
  /** Where the item opens in the SPA; absent for suite items whose editors live outside Relay. */
  url?: string | null;
}

/** `Get{product}DashboardItems` of the email and SMS campaign services. */
export interface DashboardItemList {
  data: DashboardItem[];
}

/** `GetEvent{product}DashboardItems`. */
export interface EventDashboardItems {
  data: DashboardItem[];
  /** The account has booked the event management (somebody may use it). */
  anybodyHasAccess: boolean;
  /** No event yet: the dashboard shows a teaser for the event management instead. */
  showEventTeaser: boolean;
}

/** `/WhatsAppApi/newsletter/get{product}DashboardItems`. */
export interface NewsletterDashboardItems {
  newsletters: DashboardItem[];
}

export type ActivityPlanGroup = 'past' | 'today' | 'future';

/** Where an activity-plan entry comes from (spec section 3: "an origin flag"). */
export type ActivityPlanOrigin = 'suite' | 'whatsApp';

/** One entry of the activity plan (spec section 3). */
export interface ActivityPlanEntry {
  /** Unique over all sources: type and item id. */
  key: string;
  itemId: number;
  name: string;
  type: DashboardItemType;
  origin: ActivityPlanOrigin;
  colourCode: ColourCode;
  /** ISO start (send) date. */
  startDate: string;
  group: ActivityPlanGroup;
  /** Where the entry opens in the SPA; absent for suite items whose editors live outside Relay. */
  url?: string | null;
}

/** `Get{product}DashboardActivityPlan` (suite) and `/WhatsAppApi/Dashboard/activityPlanItems`. */
export interface ActivityPlan {
  dashboardActivityPlanElements: ActivityPlanEntry[];
}

/** Spec section 9: the activity plan's limits. */
export const activityPlanLimits = { past: 1, today: 20, softCap: 5 } as const;

/** The day "today" is, in the user's time zone: [start, end). */
export interface DayBounds {
  start: Date;
  end: Date;
}

/**
 * Today's bounds for a user whose clock is `utcOffsetMinutes` behind UTC (JavaScript's
 * `Date.getTimezoneOffset()`: -60 in Berlin in winter).
 */
export function dayBounds(now: Date, utcOffsetMinutes: number): DayBounds {
  const local = new Date(now.getTime() - utcOffsetMinutes * 60_000);
  const startUtc =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) +
    utcOffsetMinutes * 60_000;
  return { start: new Date(startUtc), end: new Date(startUtc + 24 * 3_600_000) };
}

export function activityPlanGroup(startDate: string, today: DayBounds): ActivityPlanGroup {
  const time = Date.parse(startDate);
  if (time < today.start.getTime()) return 'past';
  return time < today.end.getTime() ? 'today' : 'future';
}

const byStart = (a: { startDate: string; key: string }, b: { startDate: string; key: string }) =>
  Date.parse(a.startDate) - Date.parse(b.startDate) || a.key.localeCompare(b.key);

/**
 * Spec section 9: at most 1 past entry (the latest) and 20 of today (the earliest); a soft cap of
 * 5 is shared, so future entries (the earliest) fill 5 minus the past and today count, none when
 * nothing is left; the result is sorted by start date. Entries are grouped anew against `today`.
 * Capping each source and then the merged sources gives the same as capping all at once, so the
 * server caps per source and the SPA caps the merge.
 */
export function capActivityPlan<E extends Omit<ActivityPlanEntry, 'group'>>(
  entries: readonly E[],
  today: DayBounds,
): (E & { group: ActivityPlanGroup })[] {
  const unique = [...new Map(entries.map((entry) => [entry.key, entry])).values()];
  const grouped = unique
    .map((entry) => ({ ...entry, group: activityPlanGroup(entry.startDate, today) }))
    .sort(byStart);
  const past = grouped.filter((e) => e.group === 'past').slice(-activityPlanLimits.past);
  const todays = grouped.filter((e) => e.group === 'today').slice(0, activityPlanLimits.today);
  const room = Math.max(0, activityPlanLimits.softCap - past.length - todays.length);
  const future = grouped.filter((e) => e.group === 'future').slice(0, room);
  return [...past, ...todays, ...future];
}

/** The Last action entity of spec section 3. */
export interface LastAction {
  id: number;
  actionGroup: string;
  caption: string;
  /** The acting user's name; null for the system (the SPA shows its service-crew label). */
  userName: string | null;
  /** True when the acting user has been deleted (the SPA shows "Gelöschter Benutzer"). */
  userDeleted: boolean;
  /** ISO time. */
  timestamp: string;
  hasProgress: boolean;
  progress: number;
  maxProgress: number;
  nextStepInfo: string | null;
  itemId: string | null;
  /** create, edit, send, stop, archive, delete, … (the spec asks it of WhatsApp; all give it). */
  actionType: string | null;
  /**
   * What happened, precisely (e.g. 'syncActivated'): beyond the spec, so the start page can word
   * actions on the account's own settings, whose caption is only the account's name.
   */
  event?: string | null;
}

/** `Get{product}LastActions` and `/WhatsAppApi/Dashboard/lastUserActions`. */
export interface LastActionList {
  lastActions: LastAction[];
  /** Actions of others in the account since the user's previous visit (suite call only). */
  updatesSinceLastVisit?: number;
  /** ISO time of that previous visit; null on the first visit. */
  previousVisit?: string | null;
}

/** Spec section 9: newest 12 on the dashboard, 16 in the full list. */
export const lastActionLimits = { dashboard: 12, fullList: 16 } as const;

/**
 * Spec section 9: the newest actions first, over any number of sources, each action once; ties
 * of time go to the later record.
 */
export function newestActions(sources: readonly LastAction[][], limit: number): LastAction[] {
  const unique = new Map<string, LastAction>();
  for (const action of sources.flat()) {
    unique.set(`${action.actionGroup}:${action.id}`, action);
  }
  return [...unique.values()]
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id)
    .slice(0, Math.max(0, limit));
}

/** Send-time optimisation settings (spec section 3); defaults of spec section 9. */
export interface SendTimeOptimizationSettings {
  activated: boolean;
  /** Learning progress in percent; 100: ready. */
  progress: number;
  serviceAvailable: boolean;
}

export const sendTimeOptimizationDefaults: SendTimeOptimizationSettings = {
  activated: false,
  progress: 0,
  serviceAvailable: true,
};

/** Days the send-time optimisation learns from the account's sends before it is ready. */
export const sendTimeLearningDays = 14;

/** Learning progress in whole percent, `days` after activation. */
export function learningProgress(activatedAt: Date, now: Date): number {
  const days = (now.getTime() - activatedAt.getTime()) / 86_400_000;
  return Math.max(0, Math.min(100, Math.floor((days / sendTimeLearningDays) * 100)));
}
