import type { FastifyInstance } from 'fastify';
import { ssoLimits } from '../../common/sso';
import type { Database, Queryable } from '../db/database';
import { forbidden, HttpError, notFound } from '../http/httpError';
import { requireAccess } from '../plugins/auth';
import { errorSchema } from './schemas';
import { findMapping, type Mapping } from './ssoMappings';
import { mappingSchema } from './ssoSchemas';
import { recordUserAction, ssoActionGroup } from '../suite/userActions';

interface MappingBody {
  id: number;
  externalId: string;
  name: string;
  emsGroups: { id: number }[];
}

const mappingBodySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0 },
    externalId: { type: 'string', minLength: 1, maxLength: ssoLimits.externalId },
    name: { type: 'string', minLength: 1, maxLength: ssoLimits.name },
    emsGroups: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1 } },
        required: ['id'],
      },
    },
  },
  required: ['id', 'externalId', 'name', 'emsGroups'],
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

const nameDuplicate = (name: string) =>
  new HttpError(409, 'nameDuplicate', `A mapping named "${name}" exists already.`, [
    { field: 'name', reason: 'nameDuplicate' },
  ]);

/**
 * A directory group is mapped once per account: sign-in applies every mapping of a person's
 * groups, so a second mapping of one group would only split its permission groups over two
 * names. The refusal names the mapping that has it.
 */
const directoryGroupMapped = (externalId: string, mappedBy: string) =>
  new HttpError(
    409,
    'directoryGroupMapped',
    `The directory group "${externalId}" is mapped already, by "${mappedBy}".`,
    [{ field: 'externalId', reason: 'directoryGroupMapped', params: { name: mappedBy } }],
  );

/** The mapping of the account, other than `exceptId`, that maps the directory group. */
async function mappingOfGroup(
  db: Queryable,
  accountId: number,
  externalId: string,
  exceptId: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    'select name from sso_mappings where account_id = $1 and external_id = $2 and id <> $3',
    [accountId, externalId, exceptId],
  );
  return row?.name;
}

/** Role ids of the account among `ids`; answers 400 roleUnknown when any is not the account's. */
async function checkRoles(tx: Queryable, accountId: number, ids: number[]): Promise<void> {
  const found = await tx.query<{ id: number }>(
    'select id from roles where account_id = $1 and id = any($2::int[])',
    [accountId, ids],
  );
  if (found.length !== ids.length) {
    throw new HttpError(400, 'roleUnknown', 'A permission group is not one of this account.', [
      { field: 'emsGroups', reason: 'roleUnknown' },
    ]);
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** One mapping of a directory group to permission groups: read, create or change, delete. */
export async function ssoMappingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { id: number } }>(
    '/api/SingleSignOn/mapping/:id',
    {
      config: { rights: ['SsoConfiguration.View'] },
      schema: {
        tags: ['Identity'],
        summary: 'One mapping of the current account',
        params: idParams,
        response: { 200: mappingSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const mapping = await findMapping(db, requireAccess(request).accountId, request.params.id);
      if (!mapping) throw notFound(`Mapping ${request.params.id} is unknown.`);
      return mapping;
    },
  );

  app.post<{ Body: MappingBody }>(
    '/api/SingleSignOn/mapping',
    {
      schema: {
        tags: ['Identity'],
        summary:
          'Create (id 0) or change a mapping; a name in use answers 409 nameDuplicate, a directory group mapped already 409 directoryGroupMapped',
        body: mappingBodySchema,
        response: {
          200: {
            type: 'object',
            properties: { mapping: mappingSchema, nameDuplicate: { type: 'boolean' } },
            required: ['mapping', 'nameDuplicate'],
          },
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const access = requireAccess(request);
      const { accountId, userId } = access;
      const body = request.body;
      const isNew = body.id === 0;
      // SsoConfiguration.Add creates, SsoConfiguration.Edit changes (spec section 2).
      const right = isNew ? 'SsoConfiguration.Add' : 'SsoConfiguration.Edit';
      if (!access.rights.includes(right)) throw forbidden(`Missing right: ${right}`);
      const name = body.name.trim();
      const externalId = body.externalId.trim();
      if (!name || !externalId) {
        throw new HttpError(400, 'validation', 'Name and directory group are required.', [
          ...(name ? [] : [{ field: 'name', reason: 'required' }]),
          ...(externalId ? [] : [{ field: 'externalId', reason: 'required' }]),
        ]);
      }
      const roleIds = [...new Set(body.emsGroups.map((group) => group.id))];

      let mapping: Mapping | undefined;
      try {
        mapping = await db.transaction(async (tx) => {
          const before = isNew ? undefined : await findMapping(tx, accountId, body.id);
          if (!isNew && !before) throw notFound(`Mapping ${body.id} is unknown.`);
          const [clash] = await tx.query<{ id: number }>(
            'select id from sso_mappings where account_id = $1 and lower(name) = lower($2) and id <> $3',
            [accountId, name, body.id],
          );
          if (clash) throw nameDuplicate(name);
          const mappedBy = await mappingOfGroup(tx, accountId, externalId, body.id);
          if (mappedBy !== undefined) throw directoryGroupMapped(externalId, mappedBy);
          await checkRoles(tx, accountId, roleIds);
          let id = body.id;
          if (isNew) {
            [{ id }] = await tx.query<{ id: number }>(
              `insert into sso_mappings (account_id, external_id, name) values ($1, $2, $3)
               returning id`,
              [accountId, externalId, name],
            );
          } else {
            await tx.query(
              `update sso_mappings set external_id = $3, name = $4, updated_at = now()
               where account_id = $1 and id = $2`,
              [accountId, id, externalId, name],
            );
            await tx.query('delete from sso_mapping_roles where mapping_id = $1', [id]);
          }
          for (const roleId of roleIds) {
            await tx.query('insert into sso_mapping_roles (mapping_id, role_id) values ($1, $2)', [
              id,
              roleId,
            ]);
          }
          // A group the administrator entered becomes an available group of the account.
          await tx.query(
            `insert into sso_available_groups (account_id, external_id, name, source)
             values ($1, $2, $2, 'admin') on conflict (account_id, external_id) do nothing`,
            [accountId, externalId],
          );
          const after = (await findMapping(tx, accountId, id))!;
          await recordUserAction(tx, {
            accountId,
            userId,
            actionGroup: ssoActionGroup,
            caption: after.name,
            event: isNew ? 'mappingCreated' : 'mappingChanged',
            actionType: isNew ? 'create' : 'edit',
            details: { before: before ?? null, after },
          });
          return after;
        });
      } catch (error) {
        // Two saves of one name or group at once: a unique index decides; which one, the rows tell.
        if (!isUniqueViolation(error)) throw error;
        const mappedBy = await mappingOfGroup(db, accountId, externalId, body.id);
        throw mappedBy === undefined
          ? nameDuplicate(name)
          : directoryGroupMapped(externalId, mappedBy);
      }
      return { mapping, nameDuplicate: false };
    },
  );

  app.delete<{ Body: number[] }>(
    '/api/SingleSignOn/mapping',
    {
      config: { rights: ['SsoConfiguration.Delete'] },
      schema: {
        tags: ['Identity'],
        summary: 'Delete mappings of the current account (a list of ids)',
        body: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } },
        response: { 204: { type: 'null' }, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const ids = [...new Set(request.body)];
      await db.transaction(async (tx) => {
        const found = await tx.query<{ id: number }>(
          'select id from sso_mappings where account_id = $1 and id = any($2::int[])',
          [accountId, ids],
        );
        // All or nothing: an id of another account (or none) deletes nothing.
        if (found.length !== ids.length) throw notFound('A mapping is unknown.');
        for (const id of ids) {
          const mapping = await findMapping(tx, accountId, id);
          await tx.query('delete from sso_mappings where account_id = $1 and id = $2', [
            accountId,
            id,
          ]);
          await recordUserAction(tx, {
            accountId,
            userId,
            actionGroup: ssoActionGroup,
            caption: mapping?.name ?? String(id),
            event: 'mappingDeleted',
            actionType: 'delete',
            details: { before: mapping ?? null },
          });
        }
      });
      return reply.status(204).send();
    },
  );
}
