import type {
  NewsletterListEntry,
  NewsletterListQuery,
  NewsletterListResult,
} from '../../../common/newsletters';
import { createListSlice } from '../../components/list/listSlice';

/** What the overview asks for, less the paging the list kit adds. */
export type NewsletterQuery = Omit<NewsletterListQuery, 'skip' | 'take'>;
/** Entries per date group over the whole filtered list. */
export type NewsletterGroupCounts = NewsletterListResult['newslettersGroupCount'];

/** The newsletters overview: 50 a page, newest change first, grouped by date on screen. */
export const newsletterList = createListSlice<
  NewsletterListEntry,
  NewsletterQuery,
  NewsletterGroupCounts
>({
  name: 'newsletters/list',
  mode: 'pager',
  selectId: (newsletter) => String(newsletter.id),
  initialQuery: {
    sort: 'updatedAt',
    descending: true,
    filters: { status: [], languages: [], users: [] },
    utcOffsetMinutes: 0,
  },
  pageSize: 50,
});
