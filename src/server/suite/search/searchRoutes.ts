import type { FastifyInstance } from 'fastify';
import { hasEveryRight } from '../../../common/rights';
import {
  maxSearchLength,
  minSearchLength,
  searchHitsPerSource,
  searchSourceNames,
  type LastSearchQueries,
  type LastVisitedPages,
  type SearchResult,
} from '../../../common/search';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import { containsPattern } from '../subscribers/subscriberData';
import {
  lastSearchQueries,
  lastVisitedPages,
  rememberSearchQuery,
  rememberVisitedPage,
  type PageVisit,
} from './searchHistory';
import type { SearchSources } from './searchSources';

const hitSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: ['string', 'null'] },
    date: { type: 'string' },
    url: { type: ['string', 'null'] },
    status: { type: 'integer' },
  },
  required: ['id', 'title', 'subtitle', 'url'],
} as const;

const visitedPageSchema = {
  type: 'object',
  properties: {
    source: { type: 'string' },
    itemId: { type: 'string' },
    title: { type: 'string' },
    url: { type: ['string', 'null'] },
    visitedAt: { type: 'string' },
  },
} as const;

/**
 * The global search (spec section 7, NavigationApi/Search): every source the caller's
 * rights allow, searched by the database in the current account; the query joins the caller's
 * last queries. The last visited pages are the search hits the user opened (`AddVisitedPage`,
 * not in the spec: it names no call that records them).
 */
export async function searchRoutes(
  app: FastifyInstance,
  { db, sources }: { db: Database; sources: SearchSources },
) {
  app.get<{ Querystring: { searchText: string } }>(
    '/NavigationApi/Search/Search',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Search what the account holds, grouped by source',
        querystring: {
          type: 'object',
          properties: {
            // Spec section 5: at least 3 characters.
            searchText: { type: 'string', minLength: minSearchLength, maxLength: maxSearchLength },
          },
          required: ['searchText'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              searchText: { type: 'string' },
              groups: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    source: { type: 'string' },
                    hits: { type: 'array', items: hitSchema },
                    hasMore: { type: 'boolean' },
                  },
                },
              },
            },
          },
          400: errorSchema,
        },
      },
    },
    async (request): Promise<SearchResult> => {
      const { accountId, userId, rights } = requireAccess(request);
      const searchText = request.query.searchText.trim();
      if (searchText.length < minSearchLength) {
        return { searchText, groups: [] };
      }
      const pattern = containsPattern(searchText);
      const allowed = searchSourceNames.filter((name) =>
        hasEveryRight(rights, sources[name].rights),
      );
      const found = await Promise.all(
        allowed.map((name) =>
          sources[name].search(db, accountId, pattern, searchHitsPerSource + 1),
        ),
      );
      await rememberSearchQuery(db, userId, accountId, searchText);
      return {
        searchText,
        groups: allowed
          .map((source, index) => ({
            source,
            hits: found[index].slice(0, searchHitsPerSource),
            hasMore: found[index].length > searchHitsPerSource,
          }))
          .filter((group) => group.hits.length > 0),
      };
    },
  );

  app.get(
    '/NavigationApi/Search/GetLastSearchQueries',
    {
      schema: {
        tags: ['Suite'],
        summary: "The user's last search queries in the account, newest first",
        response: {
          200: {
            type: 'object',
            properties: { queries: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    async (request): Promise<LastSearchQueries> => {
      const { accountId, userId } = requireAccess(request);
      return { queries: await lastSearchQueries(db, userId, accountId) };
    },
  );

  app.get(
    '/NavigationApi/Search/GetLastVisitedPages',
    {
      schema: {
        tags: ['Suite'],
        summary: 'The 5 pages the user visited last in the account, from all sources',
        response: {
          200: {
            type: 'object',
            properties: { pages: { type: 'array', items: visitedPageSchema } },
          },
        },
      },
    },
    async (request): Promise<LastVisitedPages> => {
      const { accountId, userId } = requireAccess(request);
      return { pages: await lastVisitedPages(db, userId, accountId) };
    },
  );

  app.post<{ Body: PageVisit }>(
    '/NavigationApi/Search/AddVisitedPage',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Notes that the user opened a search hit',
        body: {
          type: 'object',
          properties: {
            source: { type: 'string', enum: [...searchSourceNames] },
            itemId: { type: 'string', minLength: 1, maxLength: 100 },
            title: { type: 'string', minLength: 1, maxLength: 300 },
            // Only pages of this app: a path, never another site.
            url: { type: ['string', 'null'], pattern: '^/(?!/)', maxLength: 1000 },
          },
          required: ['source', 'itemId', 'title', 'url'],
          additionalProperties: false,
        },
        response: { 204: { type: 'null' }, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      await rememberVisitedPage(db, userId, accountId, request.body);
      return reply.status(204).send();
    },
  );
}
