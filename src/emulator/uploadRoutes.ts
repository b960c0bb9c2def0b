/**
 * The Resumable Upload API's routes (https://developers.facebook.com/docs/graph-api/guides/upload).
 * The bytes come as they are, under any content type (curl's `--data-binary` sends
 * x-www-form-urlencoded), so this scope reads every body as a buffer. `GET /upload:…` is answered
 * by the node route (graphRoutes.ts), which hands upload ids here.
 */
import type { FastifyInstance } from 'fastify';
import type { CloudApiEmulator } from './emulator';

type Query = Record<string, string | undefined>;

export async function uploadRoutes(app: FastifyInstance, options: { emulator: CloudApiEmulator }) {
  const emulator = options.emulator;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 100 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post<{ Params: { version: string; id: string }; Querystring: Query }>(
    '/:version/:id/uploads',
    async (request) => {
      emulator.authorize(request.headers.authorization, request.query.access_token);
      return emulator.uploads.createSession(request.params.id, request.query);
    },
  );

  app.post<{ Params: { version: string; id: string }; Querystring: Query }>(
    '/:version/:id',
    async (request) => {
      emulator.authorizeUpload(request.headers.authorization, request.params.id);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return emulator.uploads.upload(
        request.params.id,
        request.query.sig,
        request.headers.file_offset,
        body,
      );
    },
  );
}
