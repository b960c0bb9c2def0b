import type {
  ConversationAnswer,
  ConversationAssignee,
  ConversationDetail,
  ConversationListQuery,
  ConversationMessage,
  ConversationMessagePage,
  ConversationSummary,
  ConversationTemplate,
} from '../../common/conversations';
import type { ListPage } from '../components/list/listSlice';
import { requestJson, requestVoid } from './client';
import { whatsAppService } from './services';

/** The conversations inbox's calls (issue 25), all under /WhatsAppApi/conversation. */
const base = 'WhatsAppApi/conversation';

export function postConversationList(
  query: ConversationListQuery,
): Promise<ListPage<ConversationSummary>> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/conversations`, { json: query, signal }),
  );
}

export function getConversation(id: number): Promise<ConversationDetail> {
  return requestJson((signal) => whatsAppService.get(`${base}/${id}`, { signal }));
}

/** A page of the thread, oldest first: older than `before`, or newer than `after`. */
export function getConversationMessages(
  id: number,
  page: { before?: string; after?: string; take: number },
): Promise<ConversationMessagePage> {
  const searchParams: Record<string, string | number> = { take: page.take };
  if (page.before) searchParams.before = page.before;
  if (page.after) searchParams.after = page.after;
  return requestJson((signal) =>
    whatsAppService.get(`${base}/${id}/messages`, { searchParams, signal }),
  );
}

export function postConversationRead(id: number): Promise<void> {
  return requestVoid((signal) => whatsAppService.post(`${base}/${id}/read`, { signal }));
}

export function postConversationAnswer(
  id: number,
  answer: ConversationAnswer,
): Promise<ConversationMessage> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/${id}/messages`, { json: answer, signal }),
  );
}

export function postConversationAssign(id: number, userId: number | null): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.post(`${base}/${id}/assign`, { json: { userId }, signal }),
  );
}

export function postConversationClose(id: number): Promise<void> {
  return requestVoid((signal) => whatsAppService.post(`${base}/${id}/close`, { signal }));
}

export function postConversationReopen(id: number): Promise<void> {
  return requestVoid((signal) => whatsAppService.post(`${base}/${id}/reopen`, { signal }));
}

export function postConversationNote(id: number, text: string): Promise<ConversationMessage> {
  return requestJson((signal) =>
    whatsAppService.post(`${base}/${id}/notes`, { json: { text }, signal }),
  );
}

export function getConversationAssignees(): Promise<ConversationAssignee[]> {
  return requestJson((signal) => whatsAppService.get(`${base}/assignees`, { signal }));
}

export function getConversationTemplates(id: number): Promise<ConversationTemplate[]> {
  return requestJson((signal) => whatsAppService.get(`${base}/${id}/templates`, { signal }));
}
