import { defineMessages } from 'react-intl';

/** Texts of the left navigation: categories, modules (by configurationName), products. */
export const navigationMessages = defineMessages({
  label: { id: 'app.nav.label', defaultMessage: 'Main navigation' },
  products: { id: 'app.nav.products', defaultMessage: 'Your products' },
  loadFailed: { id: 'app.nav.loadFailed', defaultMessage: 'The navigation could not be loaded.' },
  retry: { id: 'app.nav.retry', defaultMessage: 'Try again' },
  inactive: { id: 'app.nav.inactive', defaultMessage: 'not booked' },
  notInRelay: { id: 'app.nav.notInRelay', defaultMessage: 'Not in Relay' },
  menu: { id: 'app.nav.menu', defaultMessage: 'Menu' },
});

/**
 * Labels of categories and modules (by configurationName) and products (by internalName). The
 * LeftNav asks for them by id (navigationLabelId), so these descriptors stay out of the start-up
 * JavaScript (pure, unused there); they declare the ids the start-up catalog must carry.
 */
export const navigationLabels = /* @__PURE__ */ defineMessages({
  Campaigns: { id: 'app.nav.category.Campaigns', defaultMessage: 'Campaigns' },
  WhatsApp: { id: 'app.nav.category.WhatsApp', defaultMessage: 'WhatsApp' },
  Subscribers: { id: 'app.nav.category.Subscribers', defaultMessage: 'Audience' },
  AdministrationSettings: {
    id: 'app.nav.category.AdministrationSettings',
    defaultMessage: 'Administration',
  },
  Campaigns_Overview: {
    id: 'app.nav.module.Campaigns_Overview',
    defaultMessage: 'Email campaigns',
  },
  SmsCampaigns_Overview: {
    id: 'app.nav.module.SmsCampaigns_Overview',
    defaultMessage: 'SMS campaigns',
  },
  Events_Overview: { id: 'app.nav.module.Events_Overview', defaultMessage: 'Events' },
  ActivityPlan_Overview: {
    id: 'app.nav.module.ActivityPlan_Overview',
    defaultMessage: 'Activity plan',
  },
  WhatsApp_Overview: { id: 'app.nav.module.WhatsApp_Overview', defaultMessage: 'Newsletters' },
  WhatsApp_Conversations: {
    id: 'app.nav.module.WhatsApp_Conversations',
    defaultMessage: 'Conversations',
  },
  WhatsApp_Templates: { id: 'app.nav.module.WhatsApp_Templates', defaultMessage: 'Templates' },
  WhatsApp_Statistic: { id: 'app.nav.module.WhatsApp_Statistic', defaultMessage: 'Statistics' },
  WhatsApp_DoubleOptIn: {
    id: 'app.nav.module.WhatsApp_DoubleOptIn',
    defaultMessage: 'Double opt-in',
  },
  WhatsApp_Accounts: { id: 'app.nav.module.WhatsApp_Accounts', defaultMessage: 'Accounts' },
  Subscribers_Overview: {
    id: 'app.nav.module.Subscribers_Overview',
    defaultMessage: 'Subscribers',
  },
  MediaDatabase_Overview: {
    id: 'app.nav.module.MediaDatabase_Overview',
    defaultMessage: 'Media database',
  },
  AdministrationSettings_SingleSignOn: {
    id: 'app.nav.module.AdministrationSettings_SingleSignOn',
    defaultMessage: 'Single sign-on',
  },
  AdministrationSettings_UserManagement: {
    id: 'app.nav.module.AdministrationSettings_UserManagement',
    defaultMessage: 'Users',
  },
  EmailMarketing: { id: 'app.nav.product.EmailMarketing', defaultMessage: 'Email marketing' },
  SmsMarketing: { id: 'app.nav.product.SmsMarketing', defaultMessage: 'SMS marketing' },
  EventManagement: { id: 'app.nav.product.EventManagement', defaultMessage: 'Event management' },
  MediaDatabase: { id: 'app.nav.product.MediaDatabase', defaultMessage: 'Media database' },
  WhatsAppNewsletter: {
    id: 'app.nav.product.WhatsAppNewsletter',
    defaultMessage: 'WhatsApp newsletter',
  },
  Administration: { id: 'app.nav.product.Administration', defaultMessage: 'Administration' },
});

export type NavigationLabelKind = 'category' | 'module' | 'product';

/** The message id of the label of a category, module or product. */
export const navigationLabelId = (kind: NavigationLabelKind, name: string) =>
  `app.nav.${kind}.${name}`;
