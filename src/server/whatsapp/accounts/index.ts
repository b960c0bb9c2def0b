import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import { accountRemovalRoutes } from './accountRemovalRoutes';
import { accountRoutes } from './accountRoutes';
import { accountStateRoutes } from './accountStateRoutes';

export { registerUsageFinder, type UsageFinder, type UsageQuery, type Usage } from './usages';
export { syncWabaPhoneNumbers, applyPhoneNumberQualityUpdate } from './sync';

/** The accounts calls of the WhatsApp service (spec section 7): linked WABAs and phone numbers. */
export async function whatsappAccountRoutes(
  app: FastifyInstance,
  options: { db: Database; cloudApi: CloudApi },
) {
  await app.register(accountRoutes, options);
  await app.register(accountStateRoutes, { db: options.db });
  await app.register(accountRemovalRoutes, { db: options.db });
}
