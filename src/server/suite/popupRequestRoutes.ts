import type { FastifyInstance } from 'fastify';
import type { SupportRequestAnswer } from '../../common/shell';
import { popupRequestSchema } from '../../common/validation/popupRequestSchema';
import type { Database } from '../db/database';
import { validateBody } from '../http/validateBody';
import { errorSchema } from '../identity/schemas';
import { requireAccess } from '../plugins/auth';

/**
 * The help popup's second post (spec section 7): after SendSupportRequest the popup posts the
 * request's text to `/Dynamix/PopupRequest.aspx?supportRequest=1` as `body`. The spec shows no
 * method; a post that stores something is a POST. It is kept like the support request, with who
 * sent it from which account; any signed-in user may send it (no right, as for the request).
 * The body may be JSON (the SPA) or a form, as the legacy page took it.
 */
export async function popupRequestRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Querystring: { supportRequest: 1 } }>(
    '/Dynamix/PopupRequest.aspx',
    {
      schema: {
        tags: ['Suite'],
        summary: "Stores the help popup's support request mail (supportRequest=1, body)",
        querystring: {
          type: 'object',
          properties: { supportRequest: { type: 'integer', const: 1 } },
          required: ['supportRequest'],
        },
        body: { type: 'object' },
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' } } },
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const result = validateBody(popupRequestSchema, request.body);
      if (!result.ok) return reply.status(400).send(result.error);
      await db.query(
        'insert into support_popup_requests (account_id, user_id, body) values ($1, $2, $3)',
        [accountId, userId, result.value.body],
      );
      const answer: SupportRequestAnswer = { success: true };
      return answer;
    },
  );
}
