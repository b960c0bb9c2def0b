/**
 * The shell's navigation (spec section 3, Navigation): categories with modules, and the products
 * an account books. The server answers the tree filtered by the user's rights; the SPA renders
 * it. A module's `configurationName` is its route name (`Module_Site`, spec section 2), so the
 * SPA can tell the active module from the route; modules of the suite whose editors live outside
 * Relay have no path here.
 */
import type { Right } from './rights';

/** The products of the suite (internalName). */
export type ProductName =
  | 'EmailMarketing'
  | 'SmsMarketing'
  | 'EventManagement'
  | 'WhatsAppNewsletter'
  | 'MediaDatabase'
  | 'Administration';

export interface NavigationModuleDefinition {
  configurationName: string;
  /** The SPA path of the module's overview; null for suite modules served elsewhere. */
  path: string | null;
  /** The right a user must hold to see the module. */
  right: Right;
  product: ProductName;
}

export interface NavigationCategoryDefinition {
  /** The route module the category holds (the part of a route name before the underscore). */
  configurationName: string;
  modules: NavigationModuleDefinition[];
}

export const navigationCategories: NavigationCategoryDefinition[] = [
  {
    configurationName: 'Campaigns',
    modules: [
      {
        configurationName: 'Campaigns_Overview',
        path: null,
        right: 'Campaigns.View',
        product: 'EmailMarketing',
      },
      {
        configurationName: 'SmsCampaigns_Overview',
        path: null,
        right: 'SmsCampaigns.View',
        product: 'SmsMarketing',
      },
      {
        configurationName: 'Events_Overview',
        path: null,
        right: 'Events.View',
        product: 'EventManagement',
      },
      {
        configurationName: 'ActivityPlan_Overview',
        path: null,
        right: 'ActivityPlan.View',
        product: 'EmailMarketing',
      },
    ],
  },
  {
    configurationName: 'WhatsApp',
    modules: [
      {
        configurationName: 'WhatsApp_Overview',
        path: '/WhatsApp/Overview',
        right: 'WhatsAppCampaigns.View',
        product: 'WhatsAppNewsletter',
      },
      {
        // Issue 25: the people's replies to newsletters, and our answers.
        configurationName: 'WhatsApp_Conversations',
        path: '/WhatsApp/Conversations',
        right: 'WhatsAppConversations.View',
        product: 'WhatsAppNewsletter',
      },
      {
        configurationName: 'WhatsApp_Templates',
        path: '/WhatsApp/Templates',
        right: 'WhatsAppTemplates.View',
        product: 'WhatsAppNewsletter',
      },
      {
        configurationName: 'WhatsApp_Statistic',
        path: '/WhatsApp/Statistic',
        right: 'WhatsAppStatistic.View',
        product: 'WhatsAppNewsletter',
      },
      {
        configurationName: 'WhatsApp_DoubleOptIn',
        path: '/WhatsApp/DoubleOptIn',
        right: 'WhatsAppDoubleOptIn.View',
        product: 'WhatsAppNewsletter',
      },
      {
        configurationName: 'WhatsApp_Accounts',
        path: '/WhatsApp/Accounts',
        right: 'WhatsAppAccounts.View',
        product: 'WhatsAppNewsletter',
      },
    ],
  },
  {
    configurationName: 'Subscribers',
    modules: [
      {
        configurationName: 'Subscribers_Overview',
        path: '/Subscribers',
        right: 'Subscriber.View',
        // Relay's subscribers are the WhatsApp newsletter's audience (issue 4): booked with it.
        product: 'WhatsAppNewsletter',
      },
      {
        configurationName: 'MediaDatabase_Overview',
        path: '/MediaDatabase',
        right: 'MediaDatabase.View',
        product: 'MediaDatabase',
      },
    ],
  },
  {
    configurationName: 'AdministrationSettings',
    modules: [
      {
        configurationName: 'AdministrationSettings_SingleSignOn',
        path: '/AdministrationSettings/SingleSignOn',
        right: 'SsoConfiguration.View',
        product: 'Administration',
      },
      {
        configurationName: 'AdministrationSettings_UserManagement',
        path: null,
        right: 'UserManagement.View',
        product: 'Administration',
      },
    ],
  },
];

/** One module as GetLeftNavTree answers it. `active`: the account has booked its product. */
export interface NavigationModule {
  configurationName: string;
  path: string | null;
  right: Right;
  active: boolean;
}

export interface NavigationCategory {
  configurationName: string;
  modules: NavigationModule[];
}

/** `GET /NavigationApi/Navigation/GetLeftNavTree`. */
export interface LeftNavTree {
  moduleTree: NavigationCategory[];
}

export interface Product {
  internalName: ProductName;
  orderNumber: string;
}

/** `GET /NavigationApi/Navigation/GetProducts`. */
export interface ProductList {
  products: Product[];
}

/** The tree a user with `rights` sees: modules without their right go, then empty categories. */
export function visibleNavigation(
  categories: readonly NavigationCategory[],
  rights: readonly string[],
): NavigationCategory[] {
  return categories
    .map((category) => ({
      ...category,
      modules: category.modules.filter((module) => rights.includes(module.right)),
    }))
    .filter((category) => category.modules.length > 0);
}
