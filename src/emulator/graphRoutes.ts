/** The Graph API operations of the emulator, at `/{version}/...` like graph.facebook.com. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CloudApiEmulator } from './emulator';
import { invalidParameter } from './graphErrors';
import { attachmentsPath } from './mediaStore';
import { parseMultipart } from './multipart';
import { uploadRoutes } from './uploadRoutes';

type Query = Record<string, string | undefined>;
type Params = { version: string; id: string };

export async function graphRoutes(app: FastifyInstance, options: { emulator: CloudApiEmulator }) {
  const emulator = options.emulator;

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 100 * 1024 * 1024 },
    (request, body, done) =>
      done(null, parseMultipart(body as Buffer, request.headers['content-type'] ?? '')),
  );

  app.addHook('onRequest', async (request) => {
    const version = (request.params as Partial<Params>).version;
    if (version !== undefined && !/^v\d+\.\d+$/.test(version)) {
      throw invalidParameter(`Unknown path components: /${version}`, 2500);
    }
  });

  const grants = (request: FastifyRequest) =>
    emulator.authorize(request.headers.authorization, (request.query as Query).access_token);

  /** Fills `paging.next` with the address of the following page. */
  const withNext = <T extends { paging: { cursors: { after: string }; next?: string } }>(
    request: FastifyRequest,
    body: T,
  ): T => {
    if (!('next' in body.paging)) return body;
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('after', body.paging.cursors.after);
    body.paging.next = url.toString();
    return body;
  };

  await app.register(uploadRoutes, { emulator });

  const exchange = async (request: FastifyRequest) => emulator.exchangeCode(request.query as Query);
  app.get('/oauth/access_token', exchange);
  app.get('/:version/oauth/access_token', exchange);

  const debugToken = async (request: FastifyRequest) => {
    const query = request.query as Query;
    return emulator.debugToken(
      request.headers.authorization,
      query.access_token,
      query.input_token,
    );
  };
  app.get('/debug_token', debugToken);
  app.get('/:version/debug_token', debugToken);

  /** The emulator's own address as the caller reached it (with any mount prefix such as /_graph). */
  const rootOf = (request: FastifyRequest<{ Params: Params }>) => {
    const path = request.url.split('?')[0];
    const prefix = path.slice(0, path.lastIndexOf(`/${request.params.version}/`));
    return `${request.protocol}://${request.host}${prefix}`;
  };

  app.get<{ Params: Params; Querystring: Query }>('/:version/:id', async (request) =>
    emulator.getNode(grants(request), request.params.id, request.query, rootOf(request)),
  );
  app.delete<{ Params: Params; Querystring: Query }>('/:version/:id', async (request) =>
    emulator.deleteMedia(grants(request), request.params.id, request.query),
  );

  /** A media url's bytes, for the business token only (Meta's Media Download API). */
  app.get<{ Querystring: Query }>(attachmentsPath, async (request, reply) => {
    const media = emulator.downloadMedia(grants(request), request.query);
    return reply
      .header('content-type', media.mimeType)
      .header('content-length', media.bytes.length)
      .send(media.bytes);
  });

  app.get<{ Params: Params }>('/:version/:id/subscribed_apps', async (request) =>
    emulator.subscribedApps(grants(request), request.params.id),
  );
  app.post<{ Params: Params }>('/:version/:id/subscribed_apps', async (request) =>
    emulator.subscribe(grants(request), request.params.id),
  );

  app.get<{ Params: Params; Querystring: Query }>('/:version/:id/phone_numbers', async (request) =>
    emulator.listPhoneNumbers(grants(request), request.params.id, request.query.fields),
  );

  app.post<{ Params: Params; Body: { messaging_product?: string; pin?: string } }>(
    '/:version/:id/register',
    async (request) => emulator.register(grants(request), request.params.id, request.body),
  );

  app.post<{ Params: Params }>('/:version/:id/message_templates', async (request) =>
    emulator.createTemplate(grants(request), request.params.id, request.body as never),
  );
  app.get<{ Params: Params; Querystring: Query }>(
    '/:version/:id/message_templates',
    async (request) =>
      withNext(request, emulator.listTemplates(grants(request), request.params.id, request.query)),
  );
  app.delete<{ Params: Params; Querystring: Query }>(
    '/:version/:id/message_templates',
    async (request) => emulator.deleteTemplate(grants(request), request.params.id, request.query),
  );

  app.post<{ Params: Params }>('/:version/:id/messages', async (request) =>
    emulator.send(grants(request), request.params.id, request.body as never),
  );

  app.post<{ Params: Params }>('/:version/:id/media', async (request) => {
    const body = request.body as ReturnType<typeof parseMultipart> | undefined;
    if (!body?.fields) throw invalidParameter('Send the file as multipart/form-data');
    return emulator.uploadMedia(
      grants(request),
      request.params.id,
      body.fields,
      body.file && { mimeType: body.file.mimeType, data: body.file.data },
    );
  });
}
