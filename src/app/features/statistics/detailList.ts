import type {
  DeliveryDetail,
  DetailKind,
  DetailSort,
  ReactionDetail,
  RecipientStatisticDetail,
} from '../../../common/statistics';
import { createListSlice } from '../../components/list/listSlice';

/** What a detail list shows: its kind, newsletter, filter, search and order. */
export interface DetailListQuery {
  kind: DetailKind;
  id: number;
  filter: string;
  searchTerm: string;
  sort: DetailSort;
  orderDescending: boolean;
}

/**
 * A row of a detail list, with its place in the list as its id: one person can have several
 * rows (a reaction each), and a deleted subscriber has no uniqueId.
 */
export type DetailRow = (DeliveryDetail | ReactionDetail | RecipientStatisticDetail) & {
  row: string;
};

/**
 * The delivery, reaction and recipient details of a sent newsletter: virtualised, pages of 100
 * asked for as one scrolls, each read by the key the page before handed out.
 */
export const detailList = createListSlice<DetailRow, DetailListQuery>({
  name: 'statistics/details',
  mode: 'scroll',
  selectId: (item) => item.row,
  initialQuery: {
    kind: 'delivery',
    id: 0,
    filter: 'All',
    searchTerm: '',
    sort: 'telnr',
    orderDescending: false,
  },
  pageSize: 100,
});
