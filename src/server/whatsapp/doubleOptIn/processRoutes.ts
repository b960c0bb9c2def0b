/** The editor's calls: read the process, save the work version, validate it (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type { DoiProcessState, DoiSettings, DoiValidation } from '../../../common/doubleOptIn';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../http/httpError';
import { pickLanguage } from '../../http/texts';
import { requireAccess } from '../../plugins/auth';
import { recordAccountAction } from '../../suite/userActions';
import { doiActionGroup, refuseInvalid } from './refusals';
import { errorSchema, processIdParams, processStateSchema, validationSchema } from './schemas';
import { findProcess, processState, settingsColumns, settingsOf, settingsParams } from './store';
import { validateSettings } from './validation';

const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const right = 'WhatsAppDoubleOptIn.View' as const;
/** Saving the work version is a change: the edit right (issue 21). */
const editRight = 'WhatsAppDoubleOptIn.Edit' as const;

/** The user's reading of the defaults: English users get the keyword "Subscribe". */
export async function languageOf(tx: Queryable, userId: number): Promise<'de' | 'en'> {
  const [user] = await tx.query<{ locale: string }>('select locale from users where id = $1', [
    userId,
  ]);
  return pickLanguage(user?.locale);
}

export async function processRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/WhatsAppApi/doubleOptIn/process',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'The double opt-in process: work and active version, earlier keywords, chat link',
        response: { 200: processStateSchema, ...errors },
      },
    },
    async (request): Promise<DoiProcessState> => {
      const { accountId, userId } = requireAccess(request);
      return processState(db, accountId, await languageOf(db, userId));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/WhatsAppApi/doubleOptIn/process/:id',
    {
      config: { rights: [editRight] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Saves the work version (id 0 while none is stored); 400 names each broken rule',
        params: processIdParams,
        body: { type: 'object' },
        response: { 200: processStateSchema, ...errors },
      },
    },
    async (request): Promise<DoiProcessState> => {
      const { accountId, userId } = requireAccess(request);
      const id = request.params.id;
      return db.transaction(async (tx) => {
        const existing = await findProcess(tx, accountId, true);
        if ((existing?.id ?? 0) !== id) throw notFound(`Double opt-in process ${id} is unknown.`);
        const checked = await validateSettings(tx, accountId, existing?.id ?? null, request.body);
        refuseInvalid(checked);
        const settings = checked.value!;
        if (existing) {
          await tx.query(
            `update doi_processes set (${settingsColumns}, modified_on, modified_by)
               = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12)
             where id = $1`,
            [existing.id, ...settingsParams(settings), userId],
          );
        } else {
          await tx.query(
            `insert into doi_processes (account_id, ${settingsColumns}, modified_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [accountId, ...settingsParams(settings), userId],
          );
        }
        await recordAccountAction(tx, {
          accountId,
          userId,
          actionGroup: doiActionGroup,
          event: existing ? 'doiProcessEdited' : 'doiProcessCreated',
          actionType: existing ? 'edit' : 'create',
          itemId: existing?.id,
          details: { before: existing ? settingsOf(existing) : null, after: settings },
        });
        return processState(tx, accountId, await languageOf(tx, userId));
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/WhatsAppApi/doubleOptIn/process/:id/validate',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Checks the stored work version (or the defaults, id 0) against spec section 5',
        params: processIdParams,
        response: { 200: validationSchema, ...errors },
      },
    },
    async (request): Promise<DoiValidation> => {
      const { accountId, userId } = requireAccess(request);
      const id = request.params.id;
      const state = await processState(db, accountId, await languageOf(db, userId));
      if (state.workVersion.id !== id) throw notFound(`Double opt-in process ${id} is unknown.`);
      const settings: DoiSettings = state.workVersion;
      const {
        valid,
        errors: found,
        warnings,
      } = await validateSettings(db, accountId, id || null, settings);
      return { valid, errors: found, warnings };
    },
  );
}
