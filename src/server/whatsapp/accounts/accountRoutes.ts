/** The account's linked WABAs: list, link by embedded signup, add a number. */
import type { FastifyInstance } from 'fastify';
import { accountErrorKeys } from '../../../common/whatsappAccounts';
import type { CloudApi } from '../../cloudapi';
import { HttpError } from '../../http/httpError';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { addPhoneNumber, checkSignupMessage, linkWaba } from './signup';
import {
  checkedByHandler,
  errorSchema,
  signupBodySchema,
  signupFields,
  whatsAppAccountSchema,
} from './schemas';
import { listAccounts } from './store';

const errors = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};

export async function accountRoutes(
  app: FastifyInstance,
  { db, cloudApi }: { db: Database; cloudApi: CloudApi },
) {
  app.get(
    '/WhatsAppApi/account',
    {
      config: { rights: ['WhatsAppAccounts.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: "The account's linked WhatsApp business accounts with their phone numbers",
        response: { 200: { type: 'array', items: whatsAppAccountSchema }, 403: errorSchema },
      },
    },
    async (request) => listAccounts(db, requireAccess(request).accountId),
  );

  app.post(
    '/WhatsAppApi/account/EmbeddedSignup',
    {
      config: { rights: ['WhatsAppAccounts.Add'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Links the WABA of a finished embedded signup: code exchange, app subscription, numbers',
        body: signupBodySchema,
        response: { 201: whatsAppAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = checkSignupMessage(request.body);
      const linked = await linkWaba(db, cloudApi, requireAccess(request), input);
      return reply.status(201).send(linked);
    },
  );

  app.post<{ Body: { businessAccountId?: unknown } }>(
    '/WhatsAppApi/account/EmbeddedSignupPhoneNumber',
    {
      config: { rights: ['WhatsAppAccounts.AddPhone'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Adds and registers a number of a linked WABA (businessAccountId) by embedded signup',
        body: checkedByHandler({
          type: 'object',
          properties: { ...signupFields, businessAccountId: { type: 'integer' } },
        }),
        response: { 200: whatsAppAccountSchema, ...errors },
      },
    },
    async (request) => {
      const input = checkSignupMessage(request.body);
      const id = request.body?.businessAccountId;
      if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2147483647) {
        throw new HttpError(400, accountErrorKeys.invalidMessage, 'Name the business account.', [
          { field: 'businessAccountId', reason: 'invalid' },
        ]);
      }
      return addPhoneNumber(db, cloudApi, requireAccess(request), id as number, input);
    },
  );
}
