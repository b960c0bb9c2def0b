/**
 * The control API under `/_emulator`: lets tests and demos steer the emulator. Not part of
 * Meta's API; never called by the server's Cloud API client. Every route but the signup popup's
 * page needs the caller's proof (`EmulatorAccess`), checked before a body is read.
 */
import type { FastifyInstance } from 'fastify';
import type { TemplateStatus } from '../server/cloudapi/graphTypes';
import { requireControl, type EmulatorAccess } from './access';
import { maxAdvanceMs } from './clock';
import { personMediaBodyLimit } from './personMedia';
import { isSignupRoute, signupPage } from './signupPage';
import type { CloudApiEmulator, PhoneNumberInput, RecipientBehaviour, WabaInput } from './emulator';

type Id = { Params: { id: string } };

export async function controlRoutes(
  app: FastifyInstance,
  options: { emulator: CloudApiEmulator; access: EmulatorAccess; signupTokenKey: string },
) {
  const { emulator, access } = options;
  app.addHook(
    'onRequest',
    requireControl(access, (request) => isSignupRoute(request.method, request.routeOptions.url)),
  );
  await app.register(signupPage, { emulator, access, tokenKey: options.signupTokenKey });

  /** A WABA with phone numbers; answers their ids, a business token and a signup code. */
  app.post<{ Body: WabaInput }>('/wabas', async (request, reply) =>
    reply.status(201).send(emulator.addWaba(request.body ?? {})),
  );
  app.patch<Id & { Body: Parameters<CloudApiEmulator['updateWaba']>[1] }>(
    '/wabas/:id',
    async (request) => emulator.updateWaba(request.params.id, request.body ?? {}),
  );
  app.post<Id & { Body: PhoneNumberInput }>('/wabas/:id/phone_numbers', async (request, reply) =>
    reply.status(201).send({ id: emulator.addPhone(request.params.id, request.body ?? {}) }),
  );
  /** A new code for the embedded signup's code exchange. */
  app.post<Id & { Body: { phoneNumberId?: string } }>('/wabas/:id/codes', async (request) => ({
    code: emulator.issueCode(request.params.id, request.body?.phoneNumberId),
  }));

  /** Quality, status, name status, throughput (messages per second), registration. */
  app.patch<Id & { Body: PhoneNumberInput }>('/phone_numbers/:id', async (request) =>
    emulator.updatePhone(request.params.id, request.body ?? {}),
  );
  /** The next `count` sends of the number answer with Graph error `code`. */
  app.post<Id & { Body: { code: number; count?: number } }>(
    '/phone_numbers/:id/errors',
    async (request, reply) => {
      emulator.forceErrors(request.params.id, request.body.code, request.body.count ?? 1);
      return reply.status(204).send();
    },
  );

  /** How a recipient behaves: `{failCode: 131026}` makes the number undeliverable. */
  app.put<Id & { Body: RecipientBehaviour }>('/recipients/:id', async (request, reply) => {
    emulator.setRecipient(request.params.id, request.body ?? {});
    return reply.status(204).send();
  });
  /**
   * The recipient writes, clicks a quick reply, reacts, or sends an image or a document (its
   * bytes as base64 in `data`, up to the body limit); answers the webhook's message.
   */
  app.post<Id & { Body: Omit<Parameters<CloudApiEmulator['inbound']>[0], 'from'> }>(
    '/recipients/:id/messages',
    { bodyLimit: personMediaBodyLimit },
    async (request, reply) =>
      reply.status(201).send(emulator.inbound({ ...request.body, from: request.params.id })),
  );
  /**
   * What people sent, oldest first, optionally of one person (`from`) to one number, each with
   * `readAt`: when the business marked it (or a later message) read, null while unread.
   */
  app.get<{ Querystring: { phoneNumberId?: string; from?: string } }>(
    '/received',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            phoneNumberId: { type: 'string', maxLength: 64 },
            from: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) =>
      emulator.received.list({
        phoneNumberId: request.query.phoneNumberId || undefined,
        // A number's digits, as the emulator keeps them; empty: everyone.
        from: request.query.from ? request.query.from.replace(/\D/g, '') : undefined,
      }),
  );

  app.post<Id & { Body: { status: TemplateStatus; reason?: string } }>(
    '/templates/:id/status',
    async (request) =>
      emulator.setTemplateStatus(request.params.id, request.body.status, request.body.reason),
  );

  app.delete<Id>('/tokens/:id', async (request, reply) =>
    reply.status(emulator.revokeToken(request.params.id) ? 204 : 404).send(),
  );

  /** What was sent, optionally for one phone number or recipient. */
  app.get<{ Querystring: { phoneNumberId?: string; to?: string } }>('/messages', async (request) =>
    emulator.sent.filter(
      (m) =>
        (!request.query.phoneNumberId || m.phoneNumberId === request.query.phoneNumberId) &&
        (!request.query.to || m.to === request.query.to.replace(/\D/g, '')),
    ),
  );

  /** The emulator's time: `now` (ISO and ms) and how far the control API moved it on. */
  const clockView = () => {
    const nowMs = emulator.clock.now(); // read once: two reads can straddle a millisecond
    return { now: new Date(nowMs).toISOString(), nowMs, offsetMs: emulator.clock.offsetMs };
  };
  app.get('/clock', async () => clockView());
  /** Moves the clock forward (`{advanceMs: 86400000}`: a day later); due work runs at once. */
  app.post<{ Body: { advanceMs: number } }>(
    '/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceMs'],
          additionalProperties: false,
          properties: { advanceMs: { type: 'integer', minimum: 0, maximum: maxAdvanceMs } },
        },
      },
    },
    async (request) => {
      emulator.clock.advance(request.body.advanceMs);
      return clockView();
    },
  );

  app.get('/webhooks', async () => emulator.webhooks.log);
  app.put<{ Body: { url: string } }>('/webhook', async (request) => {
    emulator.options.webhookUrl = request.body.url;
    return { url: emulator.options.webhookUrl };
  });
}
