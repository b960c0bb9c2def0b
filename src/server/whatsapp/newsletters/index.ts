import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import { priceRoute } from './price/priceRoute';
import { addToProfileRoutes } from './recipients/addToProfileRoutes';
import { coverageRoute } from './recipients/coverageRoute';
import { recipientRoutes } from './recipients/recipientRoutes';

/** Newsletters of the WhatsApp service (spec section 7): recipients, price, sending. */
export async function newsletterService(
  app: FastifyInstance,
  { db }: { db: Database; cloudApi: CloudApi },
) {
  await app.register(recipientRoutes, { db });
  await app.register(addToProfileRoutes, { db });
  await app.register(coverageRoute, { db });
  await app.register(priceRoute, { db });
}
