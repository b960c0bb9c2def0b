import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http/httpError';
import { requireAccess } from '../plugins/auth';
import { findUserBySub, toUserData } from './users';
import { userDataSchema } from './schemas';

/** `POST connect/userinfo` (and GET, as OpenID Connect allows): the user data of spec section 3. */
export async function userInfoRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const options = {
    schema: {
      tags: ['Identity'],
      summary: 'The signed-in user and the account they work for',
      response: { 200: userDataSchema },
    },
  };
  const handler = async (request: FastifyRequest) => {
    const access = requireAccess(request);
    const user = await findUserBySub(db, access.sub);
    if (!user) throw unauthorized('The user no longer exists.');
    return toUserData(user, access.accountId);
  };
  app.post('/connect/userinfo', options, handler);
  app.get('/connect/userinfo', options, handler);
}
