import { lazyComponent, type PreloadableComponent } from '../components/lazyComponent';
import type { Right } from '../../common/rights';
import {
  ACCOUNTS_OVERVIEW,
  CAMPAIGNS_OVERVIEW,
  CONVERSATIONS,
  DOUBLE_OPT_IN,
  MAIN_DASHBOARD,
  MEDIA_DATABASE,
  SSO_MAPPING_LIST,
  STATISTICS_OVERVIEW,
  SUBSCRIBER_GROUPS,
  SUBSCRIBER_IMPORT,
  SUBSCRIBER_LIST,
  TEMPLATES_OVERVIEW,
} from './paths';

/** Route params as react-router hands them over (optional segments may be missing). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Where a guarded route sends a user who lacks its rights: a path, or `forbidden` (the 403 page)
 * where the spec states no fallback.
 */
export type Fallback = string | 'forbidden';

export interface RouteDefinition {
  /** `Module_Site`: the active module is the part before the underscore, the site after it. */
  name: string;
  /** A react-router path; `:x?` is an optional segment (the spec's `{x?}`). */
  path: string;
  /** The rights a user must hold, as a function of the params (spec: "Edit with id, Add without"). */
  rights: (params: RouteParams) => Right[];
  /** Where to go without the rights; null for routes that need nothing beyond login. */
  fallback: Fallback | null;
  /** The overview of this route's section: the cross-tab rule navigates there. */
  overview: string;
  /** The lazily loaded screen, or null while its issue has not landed (treated as unknown). */
  screen: PreloadableComponent | null;
}

const none = (): Right[] => [];
const needs =
  (...rights: Right[]) =>
  (): Right[] =>
    rights;
/** "X.Edit with id, X.Add without" (spec section 2). */
const editWithIdAddWithout =
  (edit: Right, add: Right) =>
  (params: RouteParams): Right[] =>
    params.id ? [edit] : [add];

const DashboardScreen = lazyComponent(
  () => import(/* webpackChunkName: "screen-dashboard" */ '../features/dashboard/DashboardScreen'),
  'DashboardScreen',
);

const SsoMappingListScreen = lazyComponent(
  () => import(/* webpackChunkName: "screen-sso" */ '../features/sso/SsoMappingListScreen'),
  'SsoMappingListScreen',
);

const SsoMappingEditScreen = lazyComponent(
  () => import(/* webpackChunkName: "screen-sso-edit" */ '../features/sso/SsoMappingEditScreen'),
  'SsoMappingEditScreen',
);

const MediaDatabaseScreen = lazyComponent(
  () => import(/* webpackChunkName: "screen-media" */ '../features/media/MediaDatabaseScreen'),
  'MediaDatabaseScreen',
);

const WhatsAppAccountsScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "screen-whatsapp-accounts" */ '../features/whatsappAccounts/WhatsAppAccountsScreen'
    ),
  'WhatsAppAccountsScreen',
);

const DoubleOptInScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "screen-double-opt-in" */ '../features/doubleOptIn/DoubleOptInScreen'
    ),
  'DoubleOptInScreen',
);

/** The template list, editor and placeholder choosers share one chunk and one loader. */
const templateScreens = () =>
  import(/* webpackChunkName: "screen-templates" */ '../features/templates/screens');
const TemplateListScreen = lazyComponent(templateScreens, 'TemplateListScreen');
const TemplateEditorScreen = lazyComponent(templateScreens, 'TemplateEditorScreen');
const PlaceholderChooserScreen = lazyComponent(templateScreens, 'PlaceholderChooserScreen');
const WhatsAppPlaceholderChooserScreen = lazyComponent(
  templateScreens,
  'WhatsAppPlaceholderChooserScreen',
);

/** The newsletter list and editor share one chunk and one loader. */
const newsletterScreens = () =>
  import(/* webpackChunkName: "screen-newsletters" */ '../features/newsletters/screens');
const NewsletterListScreen = lazyComponent(newsletterScreens, 'NewsletterListScreen');
const NewsletterEditorScreen = lazyComponent(newsletterScreens, 'NewsletterEditorScreen');

/** The statistics overview and its three detail lists share one chunk and one loader. */
const statisticScreens = () =>
  import(/* webpackChunkName: "screen-statistics" */ '../features/statistics/screens');
const StatisticOverviewScreen = lazyComponent(statisticScreens, 'StatisticOverviewScreen');
const DeliveryDetailsScreen = lazyComponent(statisticScreens, 'DeliveryDetailsScreen');
const ReactionDetailsScreen = lazyComponent(statisticScreens, 'ReactionDetailsScreen');
const RecipientDetailsScreen = lazyComponent(statisticScreens, 'RecipientDetailsScreen');

const ConversationsScreen = lazyComponent(
  () => import(/* webpackChunkName: "screen-conversations" */ '../features/conversations/screens'),
  'ConversationsScreen',
);

const SubscriberListScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "screen-subscribers" */ '../features/subscribers/SubscriberListScreen'
    ),
  'SubscriberListScreen',
);

const SubscriberGroupsScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "screen-subscriber-groups" */ '../features/subscribers/GroupsScreen'
    ),
  'GroupsScreen',
);

const SubscriberImportScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "screen-subscriber-import" */ '../features/subscribers/ImportScreen'
    ),
  'ImportScreen',
);

/**
 * Every route of spec section 2, in the spec's order. All need a signed-in user. Screens of later
 * issues are `null`: such a route behaves like an unknown path (redirect to "/") once its rights
 * are checked.
 */
export const routeTable: readonly RouteDefinition[] = [
  {
    name: 'Default_MainDashboard',
    path: '/',
    rights: none,
    fallback: null,
    overview: MAIN_DASHBOARD,
    screen: DashboardScreen,
  },
  {
    name: 'Controls_PlaceholderChooser',
    path: '/Controls/PlaceholderChooser',
    rights: none,
    fallback: null,
    overview: MAIN_DASHBOARD,
    screen: PlaceholderChooserScreen,
  },
  {
    name: 'Controls_WhatsAppPlaceholderChooser',
    path: '/Controls/WhatsAppPlaceholderChooser',
    rights: none,
    fallback: null,
    overview: MAIN_DASHBOARD,
    screen: WhatsAppPlaceholderChooserScreen,
  },
  {
    name: 'WhatsApp_Overview',
    path: '/WhatsApp/Overview/:settings?',
    rights: needs('WhatsAppCampaigns.View'),
    fallback: MAIN_DASHBOARD,
    overview: CAMPAIGNS_OVERVIEW,
    screen: NewsletterListScreen,
  },
  {
    name: 'WhatsApp_CampaignCreateWithTemplate',
    path: '/WhatsApp/Campaigns/CreateWithTemplate',
    rights: needs('WhatsAppCampaigns.Add'),
    fallback: CAMPAIGNS_OVERVIEW,
    overview: CAMPAIGNS_OVERVIEW,
    screen: NewsletterEditorScreen,
  },
  {
    name: 'WhatsApp_CampaignEdit',
    path: '/WhatsApp/Campaigns/Edit/:id',
    rights: needs('WhatsAppCampaigns.Edit'),
    fallback: CAMPAIGNS_OVERVIEW,
    overview: CAMPAIGNS_OVERVIEW,
    screen: NewsletterEditorScreen,
  },
  {
    name: 'WhatsApp_TemplateEdit',
    path: '/WhatsApp/Templates/Edit/:id?',
    rights: editWithIdAddWithout('WhatsAppTemplates.Edit', 'WhatsAppTemplates.Add'),
    fallback: TEMPLATES_OVERVIEW,
    overview: TEMPLATES_OVERVIEW,
    screen: TemplateEditorScreen,
  },
  {
    name: 'WhatsApp_Templates',
    path: '/WhatsApp/Templates/:settings?',
    rights: needs('WhatsAppTemplates.View'),
    fallback: CAMPAIGNS_OVERVIEW,
    overview: TEMPLATES_OVERVIEW,
    screen: TemplateListScreen,
  },
  {
    name: 'WhatsApp_Accounts',
    path: '/WhatsApp/Accounts/:settings?',
    rights: needs('WhatsAppAccounts.View'),
    fallback: CAMPAIGNS_OVERVIEW,
    overview: ACCOUNTS_OVERVIEW,
    screen: WhatsAppAccountsScreen,
  },
  {
    name: 'WhatsApp_Statistic',
    path: '/WhatsApp/Statistic/:id?/:tabIndex?',
    rights: needs('WhatsAppStatistic.View'),
    fallback: MAIN_DASHBOARD,
    overview: STATISTICS_OVERVIEW,
    screen: StatisticOverviewScreen,
  },
  // The three detail views: the spec states neither right nor fallback. They are parts of the
  // statistics section, so they need its right, and show the 403 page without it.
  {
    name: 'WhatsApp_StatisticRecipientDetails',
    path: '/WhatsApp/Statistic/:id/Details/Recipients/:filter',
    rights: needs('WhatsAppStatistic.View'),
    fallback: 'forbidden',
    overview: STATISTICS_OVERVIEW,
    screen: RecipientDetailsScreen,
  },
  {
    name: 'WhatsApp_StatisticDeliveryDetails',
    path: '/WhatsApp/Statistic/:id/Details/Delivery/:filter?',
    rights: needs('WhatsAppStatistic.View'),
    fallback: 'forbidden',
    overview: STATISTICS_OVERVIEW,
    screen: DeliveryDetailsScreen,
  },
  {
    name: 'WhatsApp_StatisticReactionDetails',
    path: '/WhatsApp/Statistic/:id/Details/Reaction/:filter?',
    rights: needs('WhatsAppStatistic.View'),
    fallback: 'forbidden',
    overview: STATISTICS_OVERVIEW,
    screen: ReactionDetailsScreen,
  },
  {
    name: 'WhatsApp_DoubleOptIn',
    path: DOUBLE_OPT_IN,
    rights: needs('WhatsAppDoubleOptIn.View'),
    // Fallback "not stated": the 403 page.
    fallback: 'forbidden',
    overview: DOUBLE_OPT_IN,
    screen: DoubleOptInScreen,
  },
  // Beyond spec section 2 (issue 25): the conversations inbox; with an id, the open thread
  // beside it. Without the right, the campaigns overview.
  {
    name: 'WhatsApp_Conversations',
    path: `${CONVERSATIONS}/:id?`,
    rights: needs('WhatsAppConversations.View'),
    fallback: CAMPAIGNS_OVERVIEW,
    overview: CONVERSATIONS,
    screen: ConversationsScreen,
  },
  {
    name: 'AdministrationSettings_SingleSignOn',
    path: SSO_MAPPING_LIST,
    rights: needs('SsoConfiguration.View'),
    fallback: MAIN_DASHBOARD,
    overview: SSO_MAPPING_LIST,
    screen: SsoMappingListScreen,
  },
  {
    name: 'AdministrationSettings_SingleSignOnMappingEdit',
    path: '/AdministrationSettings/SingleSignOn/Mapping/Edit/:id?',
    rights: editWithIdAddWithout('SsoConfiguration.Edit', 'SsoConfiguration.Add'),
    fallback: SSO_MAPPING_LIST,
    overview: SSO_MAPPING_LIST,
    screen: SsoMappingEditScreen,
  },
  // Not in spec section 2's table: the asset management with folders its texts name. Browsing
  // needs the one media right (spec section 6); without it, the main dashboard.
  {
    name: 'MediaDatabase_Overview',
    path: `${MEDIA_DATABASE}/:folderId?`,
    rights: needs('MediaDatabase.View'),
    fallback: MAIN_DASHBOARD,
    overview: MEDIA_DATABASE,
    screen: MediaDatabaseScreen,
  },
  // Frame routes beyond the spec's table: the subscriber screens of issue 4.
  {
    name: 'Subscribers_List',
    path: SUBSCRIBER_LIST,
    rights: needs('Subscriber.View'),
    fallback: MAIN_DASHBOARD,
    overview: SUBSCRIBER_LIST,
    screen: SubscriberListScreen,
  },
  {
    name: 'Subscribers_Groups',
    path: SUBSCRIBER_GROUPS,
    rights: needs('Subscriber.View'),
    fallback: MAIN_DASHBOARD,
    overview: SUBSCRIBER_LIST,
    screen: SubscriberGroupsScreen,
  },
  {
    name: 'Subscribers_Import',
    path: SUBSCRIBER_IMPORT,
    rights: needs('Subscriber.View', 'Subscriber.Add'),
    fallback: SUBSCRIBER_LIST,
    overview: SUBSCRIBER_LIST,
    screen: SubscriberImportScreen,
  },
];

/** Routes of the frame that are not screens of spec section 2's table. */
export const LOGIN_CALLBACK_ROUTE = { name: 'Login_Callback', path: '/loginCallback' } as const;
export const errorRoutes = {
  notFound: { name: 'Error_NotFound', path: '/Error/NotFound' },
  forbidden: { name: 'Error_Forbidden', path: '/Error/Forbidden' },
  unexpected: { name: 'Error_Unexpected', path: '/Error/Unexpected' },
} as const;

export function findRoute(name: string | null | undefined): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}

/** The overview of the section the named route belongs to; "/" when unknown. */
export function overviewOf(name: string | null | undefined): string {
  return findRoute(name)?.overview ?? MAIN_DASHBOARD;
}
