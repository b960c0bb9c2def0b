/** The query parameters the recipient calls share (spec section 7), as schema and as a set. */
import { cultures, defaultCultureId } from '../../../../common/subscribers';
import {
  exclusionReasons,
  recipientListLimits,
  recipientSortColumns,
  type ExclusionReason,
  type RecipientSortColumn,
} from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { afterSchema } from '../../../http/pageCursor';
import { findProfile } from '../../../suite/subscribers/subscriberData';
import { uuidString } from '../../../suite/subscribers/schemas';
import type { RecipientSet } from './recipientSet';

export const recipientQueryProperties = {
  profileId: uuidString,
  newsletterCultureId: {
    type: 'string',
    enum: cultures.map((culture) => culture.id),
    default: defaultCultureId,
  },
  sendToDOIUnknown: { type: 'boolean', default: false },
  sendToOtherLanguage: { type: 'boolean', default: false },
} as const;

export interface RecipientQuerystring {
  profileId: string;
  newsletterCultureId: string;
  sendToDOIUnknown: boolean;
  sendToOtherLanguage: boolean;
}

export const countQuerystring = {
  type: 'object',
  properties: recipientQueryProperties,
  required: ['profileId'],
} as const;

export interface DetailQuerystring extends RecipientQuerystring {
  exclusionReason?: ExclusionReason;
  culture?: string;
  orderBy: RecipientSortColumn;
  orderDesc: boolean;
  skip: number;
  take: number;
  after?: string;
}

export const detailQuerystring = {
  type: 'object',
  properties: {
    ...recipientQueryProperties,
    exclusionReason: { type: 'string', enum: exclusionReasons },
    culture: { type: 'string', maxLength: 20 },
    orderBy: { type: 'string', enum: recipientSortColumns, default: 'telnr' },
    orderDesc: { type: 'boolean', default: false },
    // Paging by `after` (the previous page's nextAfter) reads by key; skip walks rows and is
    // kept for the spec's callers. Every page is bounded: the spec's take -1 (all) is a 400.
    skip: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
    take: {
      type: 'integer',
      minimum: 1,
      maximum: recipientListLimits.take,
      default: recipientListLimits.defaultTake,
    },
    after: afterSchema,
  },
  required: ['profileId'],
} as const;

/** The group (of the caller's account, else 404) and the flags as a recipient set. */
export async function recipientSetOf(
  tx: Queryable,
  accountId: number,
  query: RecipientQuerystring,
): Promise<RecipientSet> {
  const profile = await findProfile(tx, accountId, query.profileId);
  return {
    accountId,
    profile,
    culture: query.newsletterCultureId,
    sendToUnknownDoi: query.sendToDOIUnknown,
    sendToOtherLanguage: query.sendToOtherLanguage,
  };
}
