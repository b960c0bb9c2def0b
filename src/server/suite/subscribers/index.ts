import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../media/storage';
import { autoCompleteRoutes } from './autoCompleteRoutes';
import { consentHistoryRoutes } from './consentHistoryRoutes';
import { cultureRoutes } from './cultureRoutes';
import { groupRoutes } from './groupRoutes';
import { importRoutes } from './import/importRoutes';
import { subscriberFieldRoutes } from './subscriberFieldRoutes';
import { subscriberRoutes } from './subscriberRoutes';
import { testSubscriberRoutes } from './testSubscriberRoutes';
import { textComponentRoutes } from './textComponentRoutes';

/** Subscribers, recipient groups, fields, cultures and text components of the suite service. */
export async function subscriberAreaRoutes(
  app: FastifyInstance,
  options: { db: Database; importStorage: MediaStorage },
) {
  await app.register(autoCompleteRoutes, options);
  await app.register(testSubscriberRoutes, options);
  await app.register(groupRoutes, options);
  await app.register(cultureRoutes);
  await app.register(subscriberFieldRoutes, options);
  await app.register(textComponentRoutes, options);
  await app.register(subscriberRoutes, options);
  await app.register(importRoutes, options);
  await app.register(consentHistoryRoutes, options);
}
