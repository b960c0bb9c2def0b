import type {
  AddedToProfile,
  EffectiveRecipientCount,
  ExcludedSubscriberCount,
  ExclusionReason,
  NewsletterContent,
  NewsletterEditorState,
  NewsletterFilters,
  NewsletterListQuery,
  NewsletterListResult,
  NewsletterTemplateOption,
  PersonalizedPreview,
  PriceInformation,
  RecipientDetailPage,
  RecipientQuery,
  SendInformation,
  TestSendResult,
  ValidateCall,
  ValidationEntry,
} from '../../common/newsletters';
import type { NextSubscriberResult, SubscriberProfile } from '../../common/subscribers';
import { requestJson, requestVoid } from './client';
import { suiteService, whatsAppService } from './services';

/** The newsletter calls of the WhatsApp service and its recipient calls (spec section 7). */

export function postNewsletterList(query: NewsletterListQuery): Promise<NewsletterListResult> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/newsletter/newsletters', { json: query, signal }),
  );
}

export function getNewsletterFilters(): Promise<NewsletterFilters> {
  return requestJson((signal) => whatsAppService.get('WhatsAppApi/newsletter/filters', { signal }));
}

export function postNewsletterClone(id: number): Promise<NewsletterEditorState> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/newsletter/${id}/clone`, { json: {}, signal }),
  );
}

export function patchNewsletterArchive(ids: number[]): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.patch('WhatsAppApi/newsletter/newsletters/archive', { json: ids, signal }),
  );
}

export function deleteNewsletters(ids: number[]): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.delete('WhatsAppApi/newsletter/newsletters', { json: ids, signal }),
  );
}

/** The editor's state; id 0: a new newsletter's defaults. */
export function getNewsletter(id: number): Promise<NewsletterEditorState> {
  return requestJson((signal) => whatsAppService.get(`WhatsAppApi/newsletter/${id}`, { signal }));
}

/** Saves a newsletter; id 0 creates it. */
export function postNewsletter(
  id: number,
  content: NewsletterContent,
): Promise<NewsletterEditorState> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/newsletter', { json: { ...content, id }, signal }),
  );
}

/** The templates a newsletter of the business account can send, and the selected one. */
export function getNewsletterTemplates(
  businessAccountId: number,
  selectedTemplateId: number | null,
): Promise<NewsletterTemplateOption[]> {
  const searchParams = new URLSearchParams({ accountId: String(businessAccountId) });
  if (selectedTemplateId) searchParams.set('selectedTemplateId', String(selectedTemplateId));
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/newsletter/templates', { searchParams, signal }),
  );
}

/** The static recipient groups (system profiles excluded). */
export function getStaticProfiles(): Promise<SubscriberProfile[]> {
  return requestJson((signal) =>
    suiteService.get('SubscriberAPI/WhatsApp/getProfiles', {
      searchParams: { profileType: 'static' },
      signal,
    }),
  );
}

const recipientParams = (query: RecipientQuery) => ({
  profileId: query.profileId,
  newsletterCultureId: query.newsletterCultureId,
  sendToDOIUnknown: String(query.sendToDOIUnknown),
  sendToOtherLanguage: String(query.sendToOtherLanguage),
});

export function getEffectiveCount(query: RecipientQuery): Promise<EffectiveRecipientCount> {
  return requestJson((signal) =>
    suiteService.get('SubscriberAPI/WhatsApp/effectiveRecipients/count', {
      searchParams: recipientParams(query),
      signal,
    }),
  );
}

export function getExcludedCount(query: RecipientQuery): Promise<ExcludedSubscriberCount> {
  return requestJson((signal) =>
    suiteService.get('SubscriberAPI/WhatsApp/excludedSubscribers/count', {
      searchParams: recipientParams(query),
      signal,
    }),
  );
}

/**
 * A page of the effective or (one reason's) excluded recipients, telnr ascending: after the key
 * the page before handed out (nextAfter), or at an offset.
 */
export function getRecipientDetails(
  query: RecipientQuery,
  list: 'effective' | 'excluded',
  from: { after: string } | { skip: number },
  take: number,
  exclusionReason?: ExclusionReason,
): Promise<RecipientDetailPage> {
  const path =
    list === 'effective'
      ? 'SubscriberAPI/WhatsApp/effectiveRecipients/detail'
      : 'SubscriberAPI/WhatsApp/excludedSubscribers/detail';
  return requestJson((signal) =>
    suiteService.get(path, {
      searchParams: {
        ...recipientParams(query),
        ...('after' in from ? { after: from.after } : { skip: String(from.skip) }),
        take: String(take),
        ...(exclusionReason && { exclusionReason }),
      },
      signal,
    }),
  );
}

/**
 * Puts the effective or (one reason's) excluded recipients into a new group (name) or an existing
 * one (id): all of the list, or only the ticked rows (`subscriberIds`).
 */
export function postRecipientsToProfile(
  query: RecipientQuery,
  list: 'effective' | 'excluded',
  target: { targetProfileName?: string; targetProfileId?: string },
  chosen: { exclusionReason?: ExclusionReason; subscriberIds?: string[] } = {},
): Promise<AddedToProfile> {
  const path =
    list === 'effective'
      ? 'SubscriberAPI/WhatsApp/effectiveRecipients/addToProfile'
      : 'SubscriberAPI/WhatsApp/excludedsubscribers/addToProfile';
  return requestJson((signal) =>
    suiteService.post(path, { json: { ...query, ...chosen, ...target }, signal }),
  );
}

export function postValidate(call: ValidateCall, newsletterId: number): Promise<ValidationEntry[]> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/newsletter/validate/${call}`, {
      json: { newsletterId },
      signal,
    }),
  );
}

export function getPriceInformation(newsletterId: number): Promise<PriceInformation> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/newsletter/GetPriceInformation', {
      searchParams: { newsletterId: String(newsletterId) },
      signal,
    }),
  );
}

export function getSendInformation(newsletterId: number): Promise<SendInformation> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/newsletter/getSendInformation', {
      searchParams: { newsletterId: String(newsletterId) },
      signal,
    }),
  );
}

export function postStartSending(body: {
  newsletterId: number;
  sendDate: string | null;
  templateId: number;
  businessAccountId: number;
}): Promise<SendInformation> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/newsletter/startSending', { json: body, signal }),
  );
}

/** Ours: a planned newsletter back to an editable draft. */
export function postUnschedule(newsletterId: number): Promise<SendInformation> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/newsletter/unschedule', { json: { newsletterId }, signal }),
  );
}

export function postStopSending(newsletterId: number): Promise<SendInformation> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/newsletter/stopSending', { json: { newsletterId }, signal }),
  );
}

export function getPersonalizedPreview(
  templateId: number,
  subscriberId: string,
  newsletterId: number,
): Promise<PersonalizedPreview> {
  const searchParams = new URLSearchParams({ templateId: String(templateId), subscriberId });
  if (newsletterId) searchParams.set('newsletterId', String(newsletterId));
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/newsletterPreview/personalize', { searchParams, signal }),
  );
}

export function postTestSend(newsletterId: number): Promise<TestSendResult> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/newsletter/${newsletterId}/testSend`, { json: {}, signal }),
  );
}

/** The next or previous member of the group for the preview (wrapping around). */
export function getNextSubscriber(
  profileId: string,
  currentIndex: number,
  next: boolean,
): Promise<NextSubscriberResult> {
  return requestJson((signal) =>
    suiteService.get('SubscriberAPI/AutoComplete/GetNextSubscriber', {
      searchParams: { profileId, currentIndex: String(currentIndex), next: String(next) },
      signal,
    }),
  );
}
