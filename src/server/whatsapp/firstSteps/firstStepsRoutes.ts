import type { FastifyInstance } from 'fastify';
import { firstStepKeys, type FirstSteps } from '../../../common/firstSteps';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import type { FirstStepSources } from './firstStepSource';

const firstStepsSchema = {
  type: 'object',
  properties: {
    steps: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string', enum: firstStepKeys }, done: { type: 'boolean' } },
        required: ['key', 'done'],
      },
    },
  },
  required: ['steps'],
} as const;

/**
 * `GET /WhatsAppApi/Dashboard/firstSteps` (issue 23 point 10): for the caller's current account,
 * whether each first step is done. Steps the caller has no view right for are left out, so the
 * checklist never links to a screen they cannot open.
 */
export async function firstStepsRoutes(
  app: FastifyInstance,
  { db, sources }: { db: Database; sources: FirstStepSources },
) {
  app.get(
    '/WhatsAppApi/Dashboard/firstSteps',
    {
      schema: {
        tags: ['WhatsApp'],
        summary: 'The first steps of the current account and whether each is done',
        response: { 200: firstStepsSchema, 401: errorSchema },
      },
    },
    async (request): Promise<FirstSteps> => {
      const { accountId, rights } = requireAccess(request);
      const visible = firstStepKeys.filter((key) => rights.includes(sources[key].right));
      const done = await Promise.all(visible.map((key) => sources[key].isDone(db, accountId)));
      return { steps: visible.map((key, i) => ({ key, done: done[i] })) };
    },
  );
}
