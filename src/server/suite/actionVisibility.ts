import { holdsWhatsAppRight, type Right } from '../../common/rights';

/**
 * Who sees which latest actions (issue 21: the start page shows only what the user's rights
 * cover): an action group is visible with the view right of the screen its actions link to.
 * A group not named here is shown to nobody, so a new group stays hidden until it is given its
 * right.
 */
const viewRightOfGroup: Record<string, Right | ((rights: readonly string[]) => boolean)> = {
  EmailCampaign: 'Campaigns.View',
  SendTimeOptimization: 'Campaigns.View',
  SmsCampaign: 'SmsCampaigns.View',
  Event: 'Events.View',
  WhatsAppNewsletter: 'WhatsAppCampaigns.View',
  WhatsAppTemplate: 'WhatsAppTemplates.View',
  WhatsAppDoubleOptIn: 'WhatsAppDoubleOptIn.View',
  WhatsAppAccount: 'WhatsAppAccounts.View',
  WhatsAppConversation: 'WhatsAppConversations.View',
  Subscriber: 'Subscriber.View',
  SubscriberRecord: 'Subscriber.View',
  RecipientGroup: 'Subscriber.View',
  MediaDatabase: 'MediaDatabase.View',
  SingleSignOn: 'SsoConfiguration.View',
  // The account's consents are given by those who use what they cover (consentRoutes' mayGive).
  Consent: (rights) => holdsWhatsAppRight(rights) || rights.includes('General.EditorAiPlugin'),
};

/** The action groups a holder of `rights` may see in the latest actions. */
export function visibleActionGroups(rights: readonly string[]): string[] {
  return Object.entries(viewRightOfGroup)
    .filter(([, need]) => (typeof need === 'function' ? need(rights) : rights.includes(need)))
    .map(([group]) => group);
}
