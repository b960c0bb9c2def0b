import {
  lastSearchQueriesLimit,
  lastVisitedPagesLimit,
  type SearchSourceName,
  type VisitedPage,
} from '../../../common/search';
import type { Queryable } from '../../db/database';

/**
 * The user's last queries and visited pages in an account. A repeated query (any letter case)
 * moves to the front with its newest spelling; beyond the limit the oldest are deleted, so the
 * tables stay small.
 */
export async function rememberSearchQuery(
  db: Queryable,
  userId: number,
  accountId: number,
  query: string,
): Promise<void> {
  await db.query(
    'delete from search_queries where user_id = $1 and account_id = $2 and lower(query) = lower($3)',
    [userId, accountId, query],
  );
  await db.query(
    'insert into search_queries (user_id, account_id, query, searched_at) values ($1, $2, $3, clock_timestamp())',
    [userId, accountId, query],
  );
  await db.query(
    `delete from search_queries where user_id = $1 and account_id = $2 and query not in (
       select query from search_queries where user_id = $1 and account_id = $2
       order by searched_at desc limit $3)`,
    [userId, accountId, lastSearchQueriesLimit],
  );
}

export async function lastSearchQueries(db: Queryable, userId: number, accountId: number) {
  const rows = await db.query<{ query: string }>(
    `select query from search_queries where user_id = $1 and account_id = $2
     order by searched_at desc limit $3`,
    [userId, accountId, lastSearchQueriesLimit],
  );
  return rows.map((row) => row.query);
}

export interface PageVisit {
  source: SearchSourceName;
  itemId: string;
  title: string;
  url: string | null;
}

/** A visit of a page; visiting it again moves it to the front. */
export async function rememberVisitedPage(
  db: Queryable,
  userId: number,
  accountId: number,
  page: PageVisit,
): Promise<void> {
  await db.query(
    `insert into visited_pages (user_id, account_id, source, item_id, title, url, visited_at)
     values ($1, $2, $3, $4, $5, $6, clock_timestamp())
     on conflict (user_id, account_id, source, item_id) do update
       set title = excluded.title, url = excluded.url, visited_at = excluded.visited_at`,
    [userId, accountId, page.source, page.itemId, page.title, page.url],
  );
  await db.query(
    `delete from visited_pages where user_id = $1 and account_id = $2
       and (source, item_id) not in (
         select source, item_id from visited_pages where user_id = $1 and account_id = $2
         order by visited_at desc limit $3)`,
    [userId, accountId, lastVisitedPagesLimit],
  );
}

/** Spec section 9: the 5 newest visited pages from all sources, newest first. */
export async function lastVisitedPages(
  db: Queryable,
  userId: number,
  accountId: number,
): Promise<VisitedPage[]> {
  const rows = await db.query<{
    source: SearchSourceName;
    item_id: string;
    title: string;
    url: string | null;
    visited_at: Date;
  }>(
    `select source, item_id, title, url, visited_at from visited_pages
     where user_id = $1 and account_id = $2 order by visited_at desc limit $3`,
    [userId, accountId, lastVisitedPagesLimit],
  );
  return rows.map((row) => ({
    source: row.source,
    itemId: row.item_id,
    title: row.title,
    url: row.url,
    visitedAt: new Date(row.visited_at).toISOString(),
  }));
}
