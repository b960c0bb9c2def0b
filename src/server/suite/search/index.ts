import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { searchRoutes } from './searchRoutes';
import { SearchSources } from './searchSources';
import { suiteSearchSources } from './suiteSearchSources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The global search's sources: modules register theirs (WhatsApp templates, newsletters). */
    searchSources: SearchSources;
  }
}

/** The global search with the suite's own sources registered. */
export async function searchService(app: FastifyInstance, { db }: { db: Database }) {
  for (const source of suiteSearchSources) app.searchSources.register(source);
  await app.register(searchRoutes, { db, sources: app.searchSources });
}

export { SearchSources };
