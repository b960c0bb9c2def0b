import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import { accountRemovalRoutes } from './accountRemovalRoutes';
import { accountRoutes } from './accountRoutes';
import { accountStateRoutes } from './accountStateRoutes';
import type { AccountUsageFinders } from './usages';

export type { AccountUsageFinders, UsageFinder, UsageQuery, Usage } from './usages';
export { syncWabaPhoneNumbers, applyPhoneNumberQualityUpdate } from './sync';

/** The accounts calls of the WhatsApp service (spec section 7): linked WABAs and phone numbers. */
export async function whatsappAccountRoutes(
  app: FastifyInstance,
  options: { db: Database; cloudApi: CloudApi; usages: AccountUsageFinders },
) {
  const { db, cloudApi, usages } = options;
  await app.register(accountRoutes, { db, cloudApi });
  await app.register(accountStateRoutes, { db, usages });
  await app.register(accountRemovalRoutes, { db, usages });
}
