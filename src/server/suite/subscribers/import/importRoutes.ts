import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import {
  importTargets,
  type ImportMapping,
  type ImportProgress,
  type ImportRejectionPage,
  type ImportUploaded,
} from '../../../../common/subscribers';
import type { Database } from '../../../db/database';
import type { MediaStorage } from '../../../media/storage';
import { HttpError, notFound } from '../../../http/httpError';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema } from '../schemas';
import { readHead, sniffCsv } from './csvFile';
import { scheduleImportHousekeeping } from './importHousekeeping';
import { registerSubscriberImportWorker, startSubscriberImport } from './startSubscriberImport';

export const importLimits = { bytes: 100 * 1024 * 1024, previewRows: 5 } as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

const progressSchema = {
  type: 'object',
  properties: {
    importId: { type: 'integer' },
    state: { type: 'string' },
    fileName: { type: 'string' },
    totalRows: { type: 'integer' },
    rowsDone: { type: 'integer' },
    imported: { type: 'integer' },
    rejected: { type: 'integer' },
    errorKey: { type: ['string', 'null'] },
  },
} as const;

interface ImportRecord {
  id: number;
  state: ImportProgress['state'];
  file_name: string;
  headers: string[];
  total_rows: number;
  rows_done: number;
  imported: number;
  rejected: number;
  error_key: string | null;
}

const toProgress = (row: ImportRecord): ImportProgress => ({
  importId: row.id,
  state: row.state,
  fileName: row.file_name,
  totalRows: row.total_rows,
  rowsDone: row.rows_done,
  imported: row.imported,
  rejected: row.rejected,
  errorKey: row.error_key,
});

/** Counts the bytes going through and stops the upload past the limit. */
function byteLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpError(413, 'fileTooLarge', 'The file is too large.'));
      else done(null, chunk);
    },
  });
}

/**
 * CSV import of subscribers (not in spec section 7): upload the file (a raw `text/csv` body,
 * streamed into the import file storage, which every server reads: the import job may run on
 * another one), map its columns, start, follow the progress, read the rejected rows.
 */
export async function importRoutes(
  app: FastifyInstance,
  { db, importStorage }: { db: Database; importStorage: MediaStorage },
) {
  registerSubscriberImportWorker(app.jobs, db, importStorage);
  scheduleImportHousekeeping(app, db, importStorage);
  // The body stays a stream, only in this plugin's scope; the route hands it to the storage.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  const readFile = async (key: string) => {
    const file = await importStorage.get(key);
    if (!file) throw new Error(`import file ${key} is missing`);
    return file.stream;
  };

  const findImport = async (accountId: number, id: number) => {
    const [row] = await db.query<ImportRecord>(
      `select id, state, file_name, headers, total_rows, rows_done, imported, rejected, error_key
       from subscriber_imports where account_id = $1 and id = $2`,
      [accountId, id],
    );
    if (!row) throw notFound(`Import ${id} is unknown.`);
    return row;
  };

  app.post<{ Querystring: { fileName?: string } }>(
    '/SubscriberAPI/Imports',
    {
      config: { rights: ['Subscriber.Add'] },
      bodyLimit: importLimits.bytes,
      schema: {
        tags: ['Suite'],
        summary: 'Upload a CSV file (text/csv body): answers its columns and first rows',
        querystring: {
          type: 'object',
          properties: { fileName: { type: 'string', maxLength: 255 } },
        },
        response: {
          201: {
            type: 'object',
            properties: {
              importId: { type: 'integer' },
              headers: { type: 'array', items: { type: 'string' } },
              preview: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
            },
          },
          400: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      if (!request.headers['content-type']?.startsWith('text/csv')) {
        throw new HttpError(415, 'unsupportedMediaType', 'Send the file as text/csv.');
      }
      const body = request.body as Readable;
      const limited = byteLimit(importLimits.bytes);
      body.on('error', (error) => limited.destroy(error));
      const staged = await importStorage.stage(body.pipe(limited));
      const fileKey = `${accountId}/${randomUUID()}.csv`;
      try {
        await staged.commit(fileKey);
        const shape = await sniffCsv(await readFile(fileKey));
        const head = await readHead(await readFile(fileKey), shape, importLimits.previewRows).catch(
          () => null,
        );
        if (!head || head.headers.length === 0 || head.headers.every((h) => !h)) {
          throw new HttpError(400, 'csvUnreadable', 'The file holds no readable CSV header.');
        }
        const [row] = await db.query<{ id: number }>(
          `insert into subscriber_imports (account_id, user_id, file_name, file_key, delimiter,
             encoding, headers) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            accountId,
            userId,
            request.query.fileName || 'import.csv',
            fileKey,
            shape.delimiter,
            shape.encoding,
            JSON.stringify(head.headers),
          ],
        );
        const uploaded: ImportUploaded = {
          importId: row.id,
          headers: head.headers,
          preview: head.preview,
        };
        return reply.status(201).send(uploaded);
      } catch (error) {
        await importStorage.delete(fileKey).catch(() => undefined);
        throw error;
      } finally {
        await staged.discard();
      }
    },
  );

  app.post<{ Params: { id: number }; Body: ImportMapping }>(
    '/SubscriberAPI/Imports/:id/start',
    {
      config: { rights: ['Subscriber.Add'] },
      schema: {
        tags: ['Suite'],
        summary: 'Start an uploaded import with its column mapping; it runs in the background',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            columns: {
              type: 'array',
              maxItems: 200,
              items: {
                type: 'object',
                properties: {
                  index: { type: 'integer', minimum: 0 },
                  field: { type: 'string', minLength: 1, maxLength: 100 },
                },
                required: ['index', 'field'],
              },
            },
          },
          required: ['columns'],
        },
        response: { 202: progressSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAccess(request);
      const record = await findImport(accountId, request.params.id);
      if (record.state !== 'uploaded') {
        throw new HttpError(400, 'importStarted', 'This import has started already.');
      }
      const columns = await checkMapping(db, accountId, record.headers.length, request.body);
      await db.transaction(async (tx) => {
        await tx.query('update subscriber_imports set mapping = $2 where id = $1', [
          record.id,
          JSON.stringify(columns),
        ]);
        await startSubscriberImport(app.jobs, tx, record.id);
      });
      return reply.status(202).send(toProgress(record));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/SubscriberAPI/Imports/:id',
    {
      config: { rights: ['Subscriber.Add'] },
      schema: {
        tags: ['Suite'],
        summary: 'Progress and outcome of an import',
        params: idParams,
        response: { 200: progressSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      toProgress(await findImport(requireAccess(request).accountId, request.params.id)),
  );

  app.get<{ Params: { id: number }; Querystring: { skip: number; take: number } }>(
    '/SubscriberAPI/Imports/:id/rejections',
    {
      config: { rights: ['Subscriber.Add'] },
      schema: {
        tags: ['Suite'],
        summary: 'The rows an import rejected and why, in file order',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            skip: { type: 'integer', minimum: 0, default: 0 },
            take: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              rejections: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    line: { type: 'integer' },
                    reason: { type: 'string' },
                    field: { type: ['string', 'null'] },
                    values: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
              total: { type: 'integer' },
            },
          },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request): Promise<ImportRejectionPage> => {
      const record = await findImport(requireAccess(request).accountId, request.params.id);
      const rows = await db.query<
        ImportRejectionPage['rejections'][number] & { row_values: string[] }
      >(
        `select line, reason, field, row_values from subscriber_import_rejections
         where import_id = $1 order by line offset $2 limit $3`,
        [record.id, request.query.skip, request.query.take],
      );
      return {
        rejections: rows.map(({ line, reason, field, row_values }) => ({
          line,
          reason,
          field,
          values: row_values,
        })),
        total: record.rejected,
      };
    },
  );
}

/** Each column to a known field, each field once, and a way to reach people (email or phone). */
async function checkMapping(
  db: Database,
  accountId: number,
  columnCount: number,
  mapping: ImportMapping,
) {
  const invalid = (reason: string, message: string) =>
    new HttpError(400, 'invalidMapping', message, [{ field: 'columns', reason }]);
  const custom = await db.query<{ name: string }>(
    'select name from subscriber_fields where account_id = $1',
    [accountId],
  );
  const known = new Set<string>([...importTargets, ...custom.map((row) => row.name)]);
  const fields = new Set<string>();
  for (const { index, field } of mapping.columns) {
    if (index >= columnCount) throw invalid('unknownColumn', `Column ${index} is not in the file.`);
    if (!known.has(field)) throw invalid('unknownField', `Field ${field} is unknown.`);
    if (fields.has(field)) throw invalid('fieldTwice', `Field ${field} is mapped twice.`);
    fields.add(field);
  }
  if (!fields.has('email') && !fields.has('telnr')) {
    throw invalid('missingContact', 'Map a column to email or phone number.');
  }
  return mapping.columns;
}
