import type {
  TemplateListEntry,
  TemplateListQuery,
  TemplateListResult,
} from '../../../common/templates';
import { createListSlice } from '../../components/list/listSlice';

/** What the overview asks for, less the paging the list kit adds. */
export type TemplateQuery = Omit<TemplateListQuery, 'skip' | 'take'>;
/** Entries per date group over the whole filtered list. */
export type TemplateGroupCounts = TemplateListResult['templatesGroupCount'];

/** The templates overview: 100 a page, newest change first, grouped by date on screen. */
export const templateList = createListSlice<TemplateListEntry, TemplateQuery, TemplateGroupCounts>({
  name: 'templates/list',
  mode: 'pager',
  selectId: (template) => String(template.id),
  initialQuery: {
    sort: 'updatedAt',
    descending: true,
    filters: { status: [], languages: [], users: [] },
    utcOffsetMinutes: 0,
  },
  pageSize: 100,
});
