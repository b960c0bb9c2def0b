import type { FastifyInstance } from 'fastify';
import type { AppCredentials } from '../../cloudapi/appCredentials';
import { HttpError } from '../../http/httpError';
import { readEnvelope } from './envelope';
import type { WebhookInbox } from './inbox';
import { hasValidSignature, sameSecret } from './signature';

interface Verification {
  Querystring: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string };
}

/**
 * `GET /webhooks/whatsapp`: Meta's subscription handshake. `POST /webhooks/whatsapp`: Meta's
 * signed webhooks; public (Meta has no bearer token) but refused without the app's signature.
 * A POST is answered 200 once its changes are stored; processing runs as a job. Both are
 * machine-only (http/machineRoutes.ts): only Meta's servers call them.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { inbox: WebhookInbox; credentials: AppCredentials },
) {
  const { inbox, credentials } = options;

  // The signature covers the raw bytes: this scope reads every body as a Buffer, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 3 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.get<Verification>(
    '/webhooks/whatsapp',
    {
      config: { public: true, machineOnly: true },
      schema: {
        tags: ['WhatsApp webhooks'],
        summary: 'Webhook subscription handshake (Meta)',
        querystring: {
          type: 'object',
          properties: {
            'hub.mode': { type: 'string' },
            'hub.verify_token': { type: 'string' },
            'hub.challenge': { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameSecret(query['hub.verify_token'] ?? '', credentials.verifyToken)
      ) {
        throw new HttpError(403, 'webhookVerificationFailed', 'The verify token does not match.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config: { public: true, machineOnly: true },
      schema: { tags: ['WhatsApp webhooks'], summary: 'Signed webhook from the Cloud API (Meta)' },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!hasValidSignature(credentials.appSecret, raw, request.headers['x-hub-signature-256'])) {
        throw new HttpError(
          401,
          'webhookSignatureInvalid',
          'The X-Hub-Signature-256 header is missing or does not match the body.',
        );
      }
      const changes = readEnvelope(raw);
      if (!changes) {
        throw new HttpError(
          400,
          'webhookMalformed',
          'The body is not a WhatsApp Business Account webhook envelope.',
        );
      }
      await inbox.store(changes);
      return reply.type('text/plain').send('EVENT_RECEIVED');
    },
  );
}
