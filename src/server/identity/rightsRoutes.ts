import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../plugins/auth';

/** `GET api/users/current/rights`: the caller's rights in the account of their token. */
export async function rightsRoutes(app: FastifyInstance) {
  app.get(
    '/api/users/current/rights',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Right strings of the signed-in user in the current account',
        response: { 200: { type: 'array', items: { type: 'string' } } },
      },
    },
    async (request) => requireAccess(request).rights,
  );
}
