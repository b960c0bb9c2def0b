import { defineMessages, type NoMessageValues } from 'react-intl';

export const dashboardMessages = defineMessages<{
  greeting: { name: string };
  greetingAnonymous: NoMessageValues;
  intro: { account: string };
  introWithoutAccount: NoMessageValues;
  updates: { count: number };
  firstVisit: NoMessageValues;
  loading: NoMessageValues;
  sourceFailed: NoMessageValues;
  partlyFailed: NoMessageValues;
  retry: NoMessageValues;
}>({
  greeting: { id: 'app.dashboard.greeting', defaultMessage: 'Hello, {name}' },
  greetingAnonymous: { id: 'app.dashboard.greetingAnonymous', defaultMessage: 'Hello' },
  intro: {
    id: 'app.dashboard.intro',
    defaultMessage: 'You are working in the account {account}.',
  },
  introWithoutAccount: {
    id: 'app.dashboard.introWithoutAccount',
    defaultMessage: 'Welcome to Relay.',
  },
  updates: {
    id: 'app.dashboard.updates',
    defaultMessage:
      '{count, plural, =0 {No updates since your last visit.} one {# update since your last visit.} other {# updates since your last visit.}}',
  },
  firstVisit: { id: 'app.dashboard.firstVisit', defaultMessage: 'Good to have you here.' },
  loading: { id: 'app.dashboard.loading', defaultMessage: 'Loading …' },
  sourceFailed: {
    id: 'app.dashboard.sourceFailed',
    defaultMessage: 'This part could not be loaded.',
  },
  partlyFailed: {
    id: 'app.dashboard.partlyFailed',
    defaultMessage: 'Some entries could not be loaded.',
  },
  retry: { id: 'app.dashboard.retry', defaultMessage: 'Try again' },
});

export const widgetTitles = defineMessages({
  emailCampaigns: { id: 'app.dashboard.widget.emailCampaigns', defaultMessage: 'Email campaigns' },
  smsCampaigns: { id: 'app.dashboard.widget.smsCampaigns', defaultMessage: 'SMS campaigns' },
  newsletters: { id: 'app.dashboard.widget.newsletters', defaultMessage: 'WhatsApp newsletters' },
  events: { id: 'app.dashboard.widget.events', defaultMessage: 'Events' },
  activityPlan: { id: 'app.dashboard.widget.activityPlan', defaultMessage: 'Activity plan' },
  lastActions: { id: 'app.dashboard.widget.lastActions', defaultMessage: 'Latest actions' },
  media: { id: 'app.dashboard.widget.media', defaultMessage: 'Recently changed media' },
  sendTime: { id: 'app.dashboard.widget.sendTime', defaultMessage: 'Send-time optimisation' },
});

export const itemMessages = defineMessages<{
  empty: NoMessageValues;
  noNewsletters: NoMessageValues;
  noEvents: NoMessageValues;
  eventTeaser: NoMessageValues;
  colour: { code: number };
  step: { step: number };
  unplanned: NoMessageValues;
  newsletterStatus: { status: number };
}>({
  empty: { id: 'app.dashboard.items.empty', defaultMessage: 'No campaigns yet.' },
  noNewsletters: {
    id: 'app.dashboard.items.noNewsletters',
    defaultMessage: 'No WhatsApp newsletters yet.',
  },
  noEvents: { id: 'app.dashboard.items.noEvents', defaultMessage: 'No coming events.' },
  eventTeaser: {
    id: 'app.dashboard.items.eventTeaser',
    defaultMessage: 'Plan your first event with the event management.',
  },
  colour: {
    id: 'app.dashboard.items.colour',
    defaultMessage: '{code, select, 0 {Blue} 1 {Green} 2 {Yellow} 3 {Red} other {Grey}}',
  },
  step: {
    id: 'app.dashboard.items.step',
    defaultMessage:
      '{step, select, 0 {Not started} 1 {Create campaign} 2 {Configure sender} 3 {Set subject} 4 {Create content} 5 {Define target group} 6 {Check campaign} other {Completed}}',
  },
  unplanned: { id: 'app.dashboard.items.unplanned', defaultMessage: 'not planned' },
  newsletterStatus: {
    id: 'app.dashboard.items.newsletterStatus',
    defaultMessage:
      '{status, select, 0 {Draft} 1 {Ready to send} 2 {Planned} 3 {Sending} 4 {Sent} 5 {Archived} 6 {Stopped} other {}}',
  },
});

export const planMessages = defineMessages<{
  empty: NoMessageValues;
  group: { group: string };
  type: { type: string };
}>({
  empty: { id: 'app.dashboard.plan.empty', defaultMessage: 'Nothing planned.' },
  group: {
    id: 'app.dashboard.plan.group',
    defaultMessage: '{group, select, past {Past} today {Today} other {Next}}',
  },
  type: {
    id: 'app.dashboard.plan.type',
    defaultMessage:
      '{type, select, EmailCampaign {Email} SmsCampaign {SMS} Event {Event} SubEvent {Sub-event} other {WhatsApp}}',
  },
});

export const actionMessages = defineMessages<{
  empty: NoMessageValues;
  what: { group: string; type: string; caption: string };
  /** Actions on the account's own settings, worded by their event ('' for any other). */
  event: { event: string; caption: string };
  systemUser: NoMessageValues;
  deletedUser: NoMessageValues;
  progress: { progress: number; max: number };
  showAll: NoMessageValues;
  showFewer: NoMessageValues;
}>({
  empty: { id: 'app.dashboard.actions.empty', defaultMessage: 'No actions yet.' },
  what: {
    id: 'app.dashboard.actions.what',
    defaultMessage:
      '{group, select, EmailCampaign {Email campaign} SmsCampaign {SMS campaign} Event {Event} WhatsAppNewsletter {WhatsApp newsletter} WhatsAppTemplate {WhatsApp template} WhatsAppDoubleOptIn {Double opt-in} WhatsAppAccount {WhatsApp account} Subscriber {Subscribers} SubscriberRecord {Subscriber} RecipientGroup {Recipient group} MediaDatabase {Media database} SingleSignOn {Single sign-on} Consent {Consent} SendTimeOptimization {Send-time optimisation} WhatsAppConversation {WhatsApp conversation} other {{group}}} “{caption}” {type, select, create {created} edit {edited} send {sent} plan {scheduled} testSend {sent as a test} stop {stopped} archive {archived} delete {deleted} import {imported} upload {uploaded} approval {submitted for review} unschedule {taken off the plan} activate {activated} deactivate {deactivated} reset {reset} other {changed}}',
  },
  event: {
    id: 'app.dashboard.actions.event',
    defaultMessage:
      '{event, select, syncActivated {Single sign-on: synchronisation switched on} syncDeactivated {Single sign-on: synchronisation switched off} accountJoinedBySync {Joined the account through the directory groups “{caption}”} rolesSynchronized {Rights taken over from the directory groups “{caption}”} whatsAppConsentGiven {Consent to WhatsApp given} consentGiven {Consent given} learningActivated {Send-time optimisation started} doiProcessCreated {Double opt-in process created} doiProcessEdited {Double opt-in process edited} doiProcessActivated {Double opt-in process activated} doiProcessReset {Double opt-in process reset} conversationAssigned {WhatsApp conversation with “{caption}” assigned} conversationUnassigned {WhatsApp conversation with “{caption}” given back to nobody} conversationClosed {WhatsApp conversation with “{caption}” closed} conversationReopened {WhatsApp conversation with “{caption}” reopened} conversationNoteAdded {Note in the WhatsApp conversation with “{caption}”} other {}}',
  },
  systemUser: { id: 'app.dashboard.actions.systemUser', defaultMessage: 'the service crew' },
  deletedUser: { id: 'app.dashboard.actions.deletedUser', defaultMessage: 'Deleted user' },
  progress: {
    id: 'app.dashboard.actions.progress',
    defaultMessage: '{progress, number} of {max, number}',
  },
  showAll: { id: 'app.dashboard.actions.showAll', defaultMessage: 'Show more' },
  showFewer: { id: 'app.dashboard.actions.showFewer', defaultMessage: 'Show fewer' },
});

export const mediaMessages = defineMessages({
  empty: { id: 'app.dashboard.media.empty', defaultMessage: 'No media yet.' },
  open: { id: 'app.dashboard.media.open', defaultMessage: 'Open the media database' },
});

export const sendTimeMessages = defineMessages<{
  off: NoMessageValues;
  activate: NoMessageValues;
  learning: { progress: number };
  ready: NoMessageValues;
  unavailable: NoMessageValues;
  activationFailed: NoMessageValues;
}>({
  off: {
    id: 'app.dashboard.sendTime.off',
    defaultMessage:
      'Send-time optimisation is off. It learns from your sends for 14 days and then picks the best moment for every recipient.',
  },
  activate: { id: 'app.dashboard.sendTime.activate', defaultMessage: 'Start learning' },
  learning: {
    id: 'app.dashboard.sendTime.learning',
    defaultMessage: 'The AI is still learning: {progress} %',
  },
  ready: {
    id: 'app.dashboard.sendTime.ready',
    defaultMessage: 'Send-time optimisation is ready for your next campaign.',
  },
  unavailable: {
    id: 'app.dashboard.sendTime.unavailable',
    defaultMessage: 'The service is not available at the moment.',
  },
  activationFailed: {
    id: 'app.dashboard.sendTime.activationFailed',
    defaultMessage: 'Learning could not be started.',
  },
});

/** The first-steps checklist (issue 23 point 10). */
export const firstStepMessages = defineMessages({
  title: { id: 'app.dashboard.firstSteps.title', defaultMessage: 'First steps' },
  done: { id: 'app.dashboard.firstSteps.done', defaultMessage: 'done' },
  linkNumber: { id: 'app.dashboard.firstSteps.linkNumber', defaultMessage: 'Link a phone number' },
  activateDoubleOptIn: {
    id: 'app.dashboard.firstSteps.activateDoubleOptIn',
    defaultMessage: 'Activate the double opt-in',
  },
  approveTemplate: {
    id: 'app.dashboard.firstSteps.approveTemplate',
    defaultMessage: 'Get a template approved',
  },
  sendNewsletter: {
    id: 'app.dashboard.firstSteps.sendNewsletter',
    defaultMessage: 'Send your first newsletter',
  },
});
