/**
 * The right strings of spec section 6. The SPA and the server use these same strings:
 * a route guard in the SPA and the rights check on the server read from this one list.
 */
const rightGroups = {
  General: ['IsSystemUser', 'EditorSourceVisible', 'EditorAiPlugin'],
  AdministrationSettings: ['View', 'EditEmailTopicsUsers'],
  WorkflowEditor: ['View', 'Add', 'Edit'],
  Billing: ['View'],
  BillingCustomer: ['Add', 'Edit', 'Delete', 'View', 'ShowProvisionReceiver'],
  CampaignStatistic: ['View'],
  CentralSection: [
    'View',
    'Add',
    'Edit',
    'Delete',
    'EditCatchPhrase',
    'EditValidityPeriod',
    'ShowCountUsageColumn',
    'LockForChangesAt',
    'EditStatus',
    'ShowValidFromColumn',
  ],
  ChangeSettings: [
    'View',
    'Edit',
    'ChangeAccountSettings',
    'StatisticReportSettings',
    'ShowPreviousChargingPeriod',
  ],
  Forms: ['View', 'Add', 'Edit'],
  Campaigns: ['View', 'Add', 'Edit', 'SendTimeOptimization', 'ActivateSendTimeOptimization'],
  Events: ['View', 'Add', 'Edit', 'SubEvents'],
  EventForms: ['View'],
  Landingpages: ['View'],
  MediaDatabase: ['View'],
  RoleManagement: ['View', 'Add', 'Delete', 'Edit', 'EditToolbars'],
  SmsCampaigns: ['View', 'Add', 'Edit'],
  SmsStatistic: ['View'],
  Subscriber: ['View', 'Add', 'Edit'],
  SubscriberGroup: ['Edit'],
  ToolDownload: ['View', 'ConfigureImportCredits', 'EditMediaToolSettings'],
  UserManagement: [
    'View',
    'Add',
    'Edit',
    'Export',
    'EditGeneral',
    'Delete',
    'LockUser',
    'EditRoles',
    'EditAccounts',
  ],
  FormTemplates: ['View', 'Edit'],
  EventFormTemplates: ['View', 'Edit'],
  EventLayouts: ['View', 'Edit', 'Delete'],
  ActivityPlan: ['View'],
  WhatsAppCampaigns: [
    'View',
    'Add',
    'Edit',
    'Delete',
    'SendToOtherLanguage',
    'SendToUnknownDOI',
    'StopSending',
  ],
  WhatsAppTemplates: ['View', 'Add', 'Edit', 'Delete', 'Archive'],
  WhatsAppAccounts: [
    'View',
    'Add',
    'Edit',
    'Delete',
    'AddPhone',
    'DeletePhone',
    'SetAccountState',
    'SetPhoneNumberState',
  ],
  WhatsAppStatistic: ['View'],
  // Edit: added to spec section 6 (issue 21): changing and activating the process.
  WhatsAppDoubleOptIn: ['View', 'Edit'],
  SsoConfiguration: ['View', 'Add', 'Edit', 'Delete'],
  // Added to spec section 6 (issue 25): reading the conversations inbox, and answering in it.
  WhatsAppConversations: ['View', 'Reply'],
} as const;

type Groups = typeof rightGroups;
/** A right string such as `WhatsAppCampaigns.View`. */
export type Right = {
  [G in keyof Groups]: `${G & string}.${Groups[G][number]}`;
}[keyof Groups];

/**
 * Every right of spec section 6, in the order the spec lists them. Marked pure so a bundle that
 * does not use the list (the SPA only checks rights) leaves it out.
 */
export const allRights: readonly Right[] = /* @__PURE__ */ Object.entries(rightGroups).flatMap(
  ([group, actions]) => actions.map((action) => `${group}.${action}` as Right),
);

export function isRight(value: string): value is Right {
  return (allRights as readonly string[]).includes(value);
}

/** A check passes only if the user holds every required right (spec section 6). */
export function hasEveryRight(held: readonly string[], required: readonly Right[]): boolean {
  return required.every((right) => held.includes(right));
}

/** Whether `rights` hold any right of the WhatsApp service (its groups start with `WhatsApp`). */
export function holdsWhatsAppRight(rights: readonly string[]): boolean {
  return rights.some((right) => right.startsWith('WhatsApp'));
}
