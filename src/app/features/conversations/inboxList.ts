import type { ConversationListQuery, ConversationSummary } from '../../../common/conversations';
import { createListSlice } from '../../components/list/listSlice';

/** What the inbox asks for, less the keyset paging the list kit adds. */
export type InboxQuery = Omit<ConversationListQuery, 'after' | 'take'>;

/**
 * The inbox: newest message first, 50 a page read by the key the page before handed out
 * (`nextAfter`); "show more" appends the next page, so the list keeps its place.
 */
export const inboxList = createListSlice<ConversationSummary, InboxQuery>({
  name: 'conversations/inbox',
  mode: 'scroll',
  selectId: (conversation) => String(conversation.id),
  initialQuery: { filter: 'open', searchTerm: '' },
  pageSize: 50,
});
