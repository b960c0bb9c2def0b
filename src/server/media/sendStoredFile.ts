import type { FastifyReply } from 'fastify';
import type { StoredFile } from './storage';

/**
 * A stored file as the answer: its type and length, kept for a year (content under a random id
 * never changes), and never sniffed as another type by the browser.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  contentType: string,
  visibility: 'public' | 'private',
) {
  return reply
    .type(contentType)
    .header('content-length', file.size)
    .header('cache-control', `${visibility}, max-age=31536000, immutable`)
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
