import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { searchRoutes } from './searchRoutes';
import type { SearchSources } from './searchSources';

/** The global search over the sources `app.ts` gives it. */
export async function searchService(
  app: FastifyInstance,
  { db, sources }: { db: Database; sources: SearchSources },
) {
  await app.register(searchRoutes, { db, sources });
}

export type { SearchSource, SearchSources } from './searchSources';
export { suiteSearchSources } from './suiteSearchSources';
