/**
 * The media people send, kept in the media storage under `conversations/{accountId}/{uuid}.{ext}`
 * and served at `/ConversationMedia/{accountId}/{uuid}.{ext}`: public by its random id, as the
 * media database's files are (media/fileRoutes.ts), because an <img> sends no bearer token.
 */
import type { FastifyInstance } from 'fastify';
import { fileNotFound } from '../../media/errors';
import { sendStoredFile } from '../../media/sendStoredFile';
import type { MediaStorage } from '../../media/storage';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};
const typesByExtension = Object.fromEntries(
  Object.entries(extensions).map(([type, extension]) => [extension, type]),
);

/** The file extension a media type is kept under; `bin` for types not listed. */
export const extensionOf = (mimeType: string) =>
  extensions[mimeType.split(';')[0].trim().toLowerCase()] ?? 'bin';

export const conversationMediaUrl = (key: string) =>
  `/ConversationMedia/${key.replace(/^conversations\//, '')}`;

export async function conversationMediaRoutes(
  app: FastifyInstance,
  { storage }: { storage: MediaStorage },
) {
  app.get<{ Params: { accountId: string; file: string } }>(
    '/ConversationMedia/:accountId/:file',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { accountId, file } = request.params;
      const match = /^[0-9a-f-]{36}\.([a-z0-9]{2,4})$/.exec(file);
      const stored =
        /^\d{1,10}$/.test(accountId) && match
          ? await storage.get(`conversations/${accountId}/${file}`)
          : null;
      if (!stored) throw fileNotFound();
      const type = typesByExtension[match![1]] ?? 'application/octet-stream';
      return sendStoredFile(reply.header('content-disposition', 'inline'), stored, type, 'private');
    },
  );
}
