/**
 * Activate (the work version becomes the active one: last-activated time, the click-to-chat
 * message of new links) and reset (the work version returns to the active one). Both only when
 * something changed since the last activation (spec section 4).
 */
import type { FastifyInstance } from 'fastify';
import { doiErrorKeys, sameSettings, type DoiProcessState } from '../../../common/doubleOptIn';
import type { Database, Queryable } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import { recordAccountAction } from '../../suite/userActions';
import { languageOf } from './processRoutes';
import { doiActionGroup, refuseInvalid } from './refusals';
import { errorSchema, processActionBody, processStateSchema } from './schemas';
import {
  findProcess,
  findVersion,
  processState,
  settingsColumns,
  settingsOf,
  type ProcessRow,
} from './store';
import { validateSettings } from './validation';

const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Activating and resetting change the live process: the edit right (issue 21). */
const right = 'WhatsAppDoubleOptIn.Edit' as const;

const noChanges = () =>
  new HttpError(409, doiErrorKeys.noChanges, 'Nothing changed since the last activation.');

/** The account's process, locked; 404 when there is none or the body names another. */
async function lockedProcess(tx: Queryable, accountId: number, body: unknown): Promise<ProcessRow> {
  const process = await findProcess(tx, accountId, true);
  const named = (body as { id?: number } | null)?.id;
  if (!process || (named !== undefined && named !== process.id)) {
    throw notFound('The account has no such double opt-in process.');
  }
  return process;
}

export async function activationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/WhatsAppApi/doubleOptIn/activate',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Activates the work version; 409 noChanges when it equals the active one',
        body: processActionBody,
        response: { 200: processStateSchema, ...errors },
      },
    },
    async (request): Promise<DoiProcessState> => {
      const { accountId, userId } = requireAccess(request);
      return db.transaction(async (tx) => {
        const process = await lockedProcess(tx, accountId, request.body);
        const active = process.active_version_id
          ? await findVersion(tx, process.active_version_id)
          : undefined;
        const work = settingsOf(process);
        if (active && sameSettings(work, settingsOf(active))) throw noChanges();
        refuseInvalid(await validateSettings(tx, accountId, process.id, work));
        const [version] = await tx.query<{ id: number; version: number }>(
          `insert into doi_process_versions (process_id, version, ${settingsColumns}, activated_by)
           select id, coalesce((select max(version) from doi_process_versions
                                where process_id = $1), 0) + 1, ${settingsColumns}, $2
           from doi_processes where id = $1
           returning id, version`,
          [process.id, userId],
        );
        await tx.query('update doi_processes set active_version_id = $2 where id = $1', [
          process.id,
          version.id,
        ]);
        await recordAccountAction(tx, {
          accountId,
          userId,
          actionGroup: doiActionGroup,
          event: 'doiProcessActivated',
          actionType: 'activate',
          itemId: process.id,
          details: { version: version.version, settings: work },
        });
        return processState(tx, accountId, await languageOf(tx, userId));
      });
    },
  );

  app.post(
    '/WhatsAppApi/doubleOptIn/reset',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Discards the changes: the work version returns to the active one',
        body: processActionBody,
        response: { 200: processStateSchema, ...errors },
      },
    },
    async (request): Promise<DoiProcessState> => {
      const { accountId, userId } = requireAccess(request);
      return db.transaction(async (tx) => {
        const process = await lockedProcess(tx, accountId, request.body);
        const active = process.active_version_id
          ? await findVersion(tx, process.active_version_id)
          : undefined;
        if (!active || sameSettings(settingsOf(process), settingsOf(active))) throw noChanges();
        await tx.query(
          `update doi_processes d set (${settingsColumns}, modified_on, modified_by)
             = (select ${settingsColumns}, now(), $3::integer from doi_process_versions where id = $2)
           where d.id = $1`,
          [process.id, active.id, userId],
        );
        await recordAccountAction(tx, {
          accountId,
          userId,
          actionGroup: doiActionGroup,
          event: 'doiProcessReset',
          actionType: 'reset',
          itemId: process.id,
          details: { discarded: settingsOf(process), version: active.version },
        });
        return processState(tx, accountId, await languageOf(tx, userId));
      });
    },
  );
}
