import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../media/storage';
import { templateApprovalRoutes } from './approvalRoutes';
import { templateCopyRoutes } from './copyRoutes';
import { templateEditorRoutes } from './editorRoutes';
import { templateListRoutes } from './listRoutes';
import { templatePartRoutes } from './partRoutes';
import { templateRemovalRoutes } from './removalRoutes';
import type { TemplateUsageFinders } from './usageFinder';

export { loadTemplateForSending, type TemplateForSending } from './forSending';
export type {
  TemplateUsage,
  TemplateUsageFinder,
  TemplateUsageFinders,
  TemplateUsageQuery,
} from './usageFinder';
export { templateWabaUsageFinder } from './wabaUsage';

/**
 * The template calls of the WhatsApp service (spec section 7). The review's webhooks are applied
 * by the handlers in webhooks/changeHandlers.ts.
 */
export async function templatesService(
  app: FastifyInstance,
  options: {
    db: Database;
    cloudApi: CloudApi;
    publicUrl: string;
    storage: MediaStorage;
    usages: TemplateUsageFinders;
  },
) {
  await app.register(templateListRoutes, options);
  await app.register(templateEditorRoutes, options);
  await app.register(templatePartRoutes, options);
  await app.register(templateCopyRoutes, options);
  await app.register(templateRemovalRoutes, options);
  await app.register(templateApprovalRoutes, options);
}
