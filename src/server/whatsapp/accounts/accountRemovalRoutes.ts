/** Unlinking a WABA and removing a phone number (spec section 4). */
import type { FastifyInstance } from 'fastify';
import { accountErrorKeys } from '../../../common/whatsappAccounts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/httpError';
import { recordUserAction } from '../../suite/userActions';
import { requireAccess } from '../../plugins/auth';
import { refuseWhileInUse, wabaQueries } from './inUse';
import type { AccountUsageFinders } from './usages';
import { errorSchema, idParams } from './schemas';
import { accountsActionGroup } from './signup';
import { lockPhone, lockWaba } from './store';
import { recordWabaModifier } from './modifier';

const responses = { 204: { type: 'null' }, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function accountRemovalRoutes(
  app: FastifyInstance,
  { db, usages }: { db: Database; usages: AccountUsageFinders },
) {
  app.delete<{ Params: { id: number } }>(
    '/WhatsAppApi/account/:id',
    {
      config: { rights: ['WhatsAppAccounts.Delete'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Unlinks a WABA with its numbers; refused while newsletters, templates or DOI use it',
        params: idParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const id = request.params.id;
      await db.transaction(async (tx) => {
        const waba = await lockWaba(tx, accountId, id);
        if (!waba) throw notFound(`WhatsApp business account ${id} is unknown.`);
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
            'removal',
          ),
          accountErrorKeys.accountUnlinkInUse,
          'WhatsApp business account',
        );
        await tx.query('delete from whatsapp_accounts where id = $1', [id]);
        await recordUserAction(tx, {
          accountId,
          userId,
          actionGroup: accountsActionGroup,
          caption: waba.name,
          event: 'wabaUnlinked',
          actionType: 'delete',
          details: { wabaId: waba.waba_id, name: waba.name },
        });
      });
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/WhatsAppApi/account/phoneNumber/:id',
    {
      config: { rights: ['WhatsAppAccounts.DeletePhone'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Removes a phone number; refused while newsletters, templates or DOI use it',
        params: idParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const id = request.params.id;
      await db.transaction(async (tx) => {
        const phone = await lockPhone(tx, accountId, id);
        if (!phone) throw notFound(`Phone number ${id} is unknown.`);
        await refuseWhileInUse(
          tx,
          usages,
          [{ accountId, wabaId: phone.whatsapp_account_id, phoneNumberId: id, purpose: 'removal' }],
          accountErrorKeys.phoneRemovalInUse,
          'phone number',
        );
        await tx.query('delete from whatsapp_phone_numbers where id = $1', [id]);
        await recordWabaModifier(tx, phone.whatsapp_account_id, userId);
        await recordUserAction(tx, {
          accountId,
          userId,
          actionGroup: accountsActionGroup,
          caption: phone.display,
          event: 'phoneNumberRemoved',
          actionType: 'delete',
          details: { phoneNumberId: phone.phone_number_id, phoneNumber: phone.display },
        });
      });
      return reply.status(204).send();
    },
  );
}
