import type { DeliveryFilter, ReactionFilter, RecipientFilter } from '../../../common/statistics';

/** The detail routes of spec section 2. */
export const deliveryDetailsPath = (id: number, filter: DeliveryFilter = 'All') =>
  `/WhatsApp/Statistic/${id}/Details/Delivery/${filter}`;
export const reactionDetailsPath = (id: number, filter: ReactionFilter = 'All') =>
  `/WhatsApp/Statistic/${id}/Details/Reaction/${filter}`;
export const recipientDetailsPath = (id: number, filter: RecipientFilter = 'All') =>
  `/WhatsApp/Statistic/${id}/Details/Recipients/${filter}`;
