/**
 * The inbox: the account's conversations newest first, by filter and search, paged by key (the
 * last row's time and id as `nextAfter`: a deep page is one index seek). The total is counted
 * up to a cap, never by reading every conversation of a large account.
 */
import type {
  ConversationFilter,
  ConversationListQuery,
  ConversationSummary,
} from '../../../common/conversations';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { decodeCursor, encodeCursor } from '../../http/pageCursor';
import { summaryColumns, summaryJoins, toSummary, type SummaryRow } from './summaryRow';

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  totalExact: boolean;
  nextAfter: string | null;
}

/** Matches counted beyond this are shown as "more than". */
export const inboxCountCap = 10_000;

/** Each filter's condition; `user` is the caller's id as a parameter. */
const filterSql: Record<ConversationFilter, (user: () => string) => string> = {
  open: () => `c.state = 'open'`,
  mine: (user) => `c.assigned_user_id = ${user()}`,
  unassigned: () => `c.state = 'open' and c.assigned_user_id is null`,
  closed: () => `c.state = 'closed'`,
  all: () => 'true',
};

/**
 * What a search term looks for: a number typed with spaces, dashes, slashes or brackets is
 * looked for by its digits (the conversation keeps the person's number as digits); anything
 * else as lower-cased text. `like` wildcards in the term are taken literally.
 */
export function searchPattern(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  const digits = /^[\d\s+\-/()]+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : '';
  const needle = (digits || trimmed.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${needle}%`;
}

export async function listConversations(
  db: Database,
  caller: { accountId: number; userId: number },
  query: ConversationListQuery,
): Promise<ConversationPage> {
  const pattern = searchPattern(query.searchTerm);
  // Bound, never written into the SQL text (issue 21).
  const params: unknown[] = [caller.accountId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = `c.account_id = $1
    and ${filterSql[query.filter](() => param(caller.userId))}
    ${pattern ? `and c.search_text like ${param(pattern)}` : ''}`;
  const filterParams = [...params];
  const [afterAt, afterId] = query.after ? decodeCursor(query.after, ['string?', 'id']) : [];
  if (query.after && !/^-?\d{1,17}$/.test(String(afterAt))) {
    throw new HttpError(400, 'validation', 'The page key is not one this list handed out.', [
      { field: 'after', reason: 'format' },
    ]);
  }
  // The key's clause only when there is a key, so the plan is an index range from it.
  const keyed = query.after
    ? `and (c.last_message_at, c.id) < (timestamptz 'epoch' + ${param(afterAt)}::bigint
         * interval '1 microsecond', ${param(afterId)}::bigint)`
    : '';
  const rows = await db.query<SummaryRow>(
    `select ${summaryColumns} from whatsapp_conversations c ${summaryJoins}
     where ${where} ${keyed}
     order by c.last_message_at desc, c.id desc
     limit ${param(query.take + 1)}`,
    params,
  );
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from (
       select 1 from whatsapp_conversations c where ${where} limit ${inboxCountCap + 1}) matches`,
    filterParams,
  );
  const last = rows.length > query.take ? rows[query.take - 1] : undefined;
  return {
    items: rows.slice(0, query.take).map(toSummary),
    total: Math.min(count, inboxCountCap),
    totalExact: count <= inboxCountCap,
    nextAfter: last ? encodeCursor([last.last_message_key, Number(last.id)]) : null,
  };
}
