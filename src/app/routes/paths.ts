/** Paths of spec section 2 that screens and sagas link or navigate to, besides the route table. */
export const MAIN_DASHBOARD = '/';
export const CAMPAIGNS_OVERVIEW = '/WhatsApp/Overview';
export const TEMPLATES_OVERVIEW = '/WhatsApp/Templates';
export const ACCOUNTS_OVERVIEW = '/WhatsApp/Accounts';
export const STATISTICS_OVERVIEW = '/WhatsApp/Statistic';
export const DOUBLE_OPT_IN = '/WhatsApp/DoubleOptIn';
/** The conversations inbox (issue 25; not in spec section 2's table). */
export const CONVERSATIONS = '/WhatsApp/Conversations';
export const SSO_MAPPING_LIST = '/AdministrationSettings/SingleSignOn';
/** The media database (asset management with folders; not in spec section 2's table). */
export const MEDIA_DATABASE = '/MediaDatabase';

/** The subscriber screens (issue 4; not in spec section 2's table). */
export const SUBSCRIBER_LIST = '/Subscribers';
export const SUBSCRIBER_GROUPS = '/Subscribers/Groups';
export const SUBSCRIBER_IMPORT = '/Subscribers/Import';
