import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '../../common/identity';
import { HttpError } from '../http/httpError';

/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const uniqueViolation = '23505';

/** Every error answer has one shape, `{ errorKey, message, details? }` (ARCHITECTURE.md). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.toJSON());
    }
    if (error.validation) {
      const body: ApiError = {
        errorKey: 'validation',
        message: error.message,
        details: error.validation.map((issue) => ({
          field: String(issue.instancePath || issue.params?.missingProperty || '')
            .replace(/^\//, '')
            .replace(/\//g, '.'),
          reason: issue.keyword,
        })),
      };
      return reply.status(400).send(body);
    }
    if ((error as { code?: unknown }).code === uniqueViolation) {
      // A check passed, then a concurrent request stored the same unique value first.
      return reply.status(409).send({
        errorKey: 'conflict',
        message: 'A concurrent change stored the same value first. Please try again.',
      } satisfies ApiError);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({
      errorKey: status >= 500 ? 'unknownError' : (error.code ?? 'badRequest'),
      message: status >= 500 ? 'An unexpected error occurred.' : error.message,
    } satisfies ApiError);
  });
});
