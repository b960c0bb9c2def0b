import type { FastifyInstance } from 'fastify';
import { feedbackSchema, type FeedbackCreated } from '../../common/validation/feedbackSchema';
import type { Database } from '../db/database';
import { validateBody } from '../http/validateBody';
import { requireAccess } from '../plugins/auth';

/**
 * `POST /api/feedback`: what a user writes on the unexpected-error page, kept with who and which
 * account it came from. Checked by the same rules the form applies (src/common).
 */
export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Feedback from the unexpected-error page',
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const access = requireAccess(request);
      const result = validateBody(feedbackSchema, request.body);
      if (!result.ok) return reply.status(400).send(result.error);
      const { description, callbackEmail, phone, pageUrl, errorText } = result.value;
      const [row] = await db.query<{ id: number }>(
        `insert into feedback (account_id, user_id, description, callback_email, phone, url, error_text)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          access.accountId,
          access.userId,
          description,
          callbackEmail ?? null,
          phone ?? null,
          pageUrl ?? null,
          errorText ?? null,
        ],
      );
      const created: FeedbackCreated = { id: String(row.id) };
      return reply.status(201).send(created);
    },
  );
}
