/** Switching a WABA or a phone number active or inactive (spec section 4). */
import type { FastifyInstance } from 'fastify';
import { accountErrorKeys } from '../../../common/whatsappAccounts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/httpError';
import { recordUserAction } from '../../suite/userActions';
import { requireAccess } from '../../plugins/auth';
import { activeOf } from './activePatch';
import { refuseWhileInUse, wabaQueries } from './inUse';
import type { AccountUsageFinders } from './usages';
import { activePatchSchema, errorSchema, idParams, whatsAppAccountSchema } from './schemas';
import { accountsActionGroup } from './signup';
import { recordWabaModifier } from './modifier';
import { listAccounts, lockPhone, lockWaba } from './store';

const wabaIdParams = {
  type: 'object',
  properties: { wabaId: idParams.properties.id },
  required: ['wabaId'],
} as const;

const responses = {
  200: whatsAppAccountSchema,
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export async function accountStateRoutes(
  app: FastifyInstance,
  { db, usages }: { db: Database; usages: AccountUsageFinders },
) {
  app.patch<{ Params: { wabaId: number } }>(
    '/WhatsAppApi/account/:wabaId',
    {
      config: { rights: ['WhatsAppAccounts.SetAccountState'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Activates or deactivates a WABA; refused while active or planned newsletters use it',
        params: wabaIdParams,
        body: activePatchSchema,
        response: responses,
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const active = activeOf(request.body);
      const id = request.params.wabaId;
      await db.transaction(async (tx) => {
        const waba = await lockWaba(tx, accountId, id);
        if (!waba) throw notFound(`WhatsApp business account ${id} is unknown.`);
        if (waba.active === active) return;
        const phones = await tx.query<{ id: number }>(
          'select id from whatsapp_phone_numbers where whatsapp_account_id = $1',
          [id],
        );
        await refuseWhileInUse(
          tx,
          usages,
          wabaQueries(
            accountId,
            id,
            phones.map((p) => p.id),
            'statusChange',
          ),
          accountErrorKeys.accountStatusInUse,
          'WhatsApp business account',
        );
        await tx.query('update whatsapp_accounts set active = $2 where id = $1', [id, active]);
        await recordWabaModifier(tx, id, userId);
        await recordUserAction(tx, {
          accountId,
          userId,
          actionGroup: accountsActionGroup,
          caption: waba.name,
          event: active ? 'wabaActivated' : 'wabaDeactivated',
          actionType: active ? 'activate' : 'deactivate',
          details: { wabaId: waba.waba_id, name: waba.name },
        });
      });
      return (await listAccounts(db, accountId, id))[0];
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/WhatsAppApi/account/phoneNumber/:id',
    {
      config: { rights: ['WhatsAppAccounts.SetPhoneNumberState'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Activates or deactivates a phone number; answers its WABA',
        params: idParams,
        body: activePatchSchema,
        response: responses,
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const active = activeOf(request.body);
      const id = request.params.id;
      const wabaId = await db.transaction(async (tx) => {
        const phone = await lockPhone(tx, accountId, id);
        if (!phone) throw notFound(`Phone number ${id} is unknown.`);
        if (phone.active === active) return phone.whatsapp_account_id;
        await refuseWhileInUse(
          tx,
          usages,
          [
            {
              accountId,
              wabaId: phone.whatsapp_account_id,
              phoneNumberId: id,
              purpose: 'statusChange',
            },
          ],
          accountErrorKeys.phoneStatusInUse,
          'phone number',
        );
        await tx.query('update whatsapp_phone_numbers set active = $2 where id = $1', [id, active]);
        await recordWabaModifier(tx, phone.whatsapp_account_id, userId);
        await recordUserAction(tx, {
          accountId,
          userId,
          actionGroup: accountsActionGroup,
          caption: phone.display,
          event: active ? 'phoneNumberActivated' : 'phoneNumberDeactivated',
          actionType: active ? 'activate' : 'deactivate',
          details: { phoneNumberId: phone.phone_number_id, phoneNumber: phone.display },
        });
        return phone.whatsapp_account_id;
      });
      return (await listAccounts(db, accountId, wabaId))[0];
    },
  );
}
