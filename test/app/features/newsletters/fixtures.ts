/** Newsletter editor and list states the SPA tests build on. */
import {
  NewsletterStatus,
  type NewsletterEditorState,
  type NewsletterListEntry,
  type NewsletterListResult,
  type SendInformation,
} from '../../../../src/common/newsletters';

export function sendInfo(change: Partial<SendInformation> = {}): SendInformation {
  return {
    newsletterId: 7,
    status: NewsletterStatus.draft,
    sendingStarted: false,
    distributionFinished: false,
    stopped: false,
    sent: 0,
    failed: 0,
    removed: 0,
    totalCount: 0,
    ...change,
  };
}

export function editorState(
  change: Partial<NewsletterEditorState['newsletter']> = {},
  info: Partial<SendInformation> = {},
): NewsletterEditorState {
  const status = change.status ?? NewsletterStatus.draft;
  return {
    newsletter: {
      id: 7,
      name: 'Herbstgruß',
      description: '',
      templateId: 3,
      businessAccountId: 1,
      phoneNumberId: 2,
      profileId: 'group-1',
      sendToSubscribersWithUnknownDOI: false,
      sendToSubscribersWithDifferentLanguage: false,
      placeholderValues: [{ placeholder: 'firstname', value: 'Freundin' }],
      status,
      culture: 'de-DE',
      sendDate: null,
      senderName: null,
      effectiveRecipients: null,
      excludedRecipients: null,
      expectedBillingSum: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      creator: 'Anna Admin',
      modifier: 'Anna Admin',
      ...change,
    },
    editable: status <= NewsletterStatus.readyToSend,
    sendInformation: sendInfo({ status, ...info }),
    businessAccounts: [
      {
        id: 1,
        name: 'Nordlicht Reisen',
        active: true,
        phoneNumbers: [
          { id: 2, displayName: 'Nordlicht', phoneNumber: '+49 40 1234 5670', usable: true },
          { id: 4, displayName: 'Alt', phoneNumber: '+49 40 1234 5679', usable: false },
        ],
      },
    ],
    accountDeactivated: false,
  };
}

export function listEntry(change: Partial<NewsletterListEntry> = {}): NewsletterListEntry {
  return {
    id: 7,
    name: 'Herbstgruß',
    description: '',
    status: NewsletterStatus.draft,
    culture: 'de-DE',
    templateName: 'Herbstreisen 2026',
    profileName: 'Stammkunden',
    sendDate: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    creator: 'Anna Admin',
    modifier: null,
    progress: null,
    ...change,
  };
}

export const listResult = (entries: NewsletterListEntry[]): NewsletterListResult => ({
  newsletters: entries,
  newslettersGroupCount: { today: entries.length, thisWeek: 0, thisMonth: 0, older: 0 },
  totalCount: entries.length,
});
