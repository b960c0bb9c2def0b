import type { FastifyInstance } from 'fastify';
import { holdsWhatsAppRight } from '../../common/rights';
import { consentTypes, type ConsentState, type ConsentType } from '../../common/shell';
import type { Database, Queryable } from '../db/database';
import type { ConsentCache } from './consentCache';
import { forbidden } from '../http/httpError';
import { errorSchema } from '../identity/schemas';
import { requireAccess } from '../plugins/auth';
import { recordAccountAction } from './userActions';

const consentActionGroup = 'Consent';

const consentTypeSchema = { type: 'integer', enum: Object.values(consentTypes) } as const;

const consentStateSchema = {
  type: 'object',
  properties: {
    consentType: { type: 'integer' },
    consentGiven: { type: 'boolean' },
    givenAt: { type: ['string', 'null'] },
    givenBy: { type: ['string', 'null'] },
  },
} as const;

async function consentState(
  db: Queryable,
  accountId: number,
  consentType: ConsentType,
): Promise<ConsentState> {
  const [row] = await db.query<{ given_at: Date; given_by: string | null }>(
    `select c.given_at, nullif(trim(u.given_name || ' ' || u.family_name), '') as given_by
     from consents c left join users u on u.id = c.user_id
     where c.account_id = $1 and c.consent_type = $2`,
    [accountId, consentType],
  );
  return {
    consentType,
    consentGiven: Boolean(row),
    givenAt: row ? new Date(row.given_at).toISOString() : null,
    givenBy: row?.given_by ?? null,
  };
}

/**
 * Who may give a consent for the account: the people who use what it unlocks. The WhatsApp
 * consent (5) needs some WhatsApp right, the AI consent (4) the editor's AI plug-in right.
 */
function mayGive(rights: string[], consentType: ConsentType): boolean {
  return consentType === consentTypes.whatsApp
    ? holdsWhatsAppRight(rights)
    : rights.includes('General.EditorAiPlugin');
}

/**
 * Consents per account (spec section 7, AccountApi): the AI consent (4) and the consent to use
 * third-party software for WhatsApp (5), recorded once with who gave it and when.
 */
export async function consentRoutes(
  app: FastifyInstance,
  { db, consents }: { db: Database; consents: ConsentCache },
) {
  app.get<{ Querystring: { consentType: ConsentType } }>(
    '/AccountApi/AccountApi/CheckConsent',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Whether the account has given a consent',
        querystring: {
          type: 'object',
          properties: { consentType: consentTypeSchema },
          required: ['consentType'],
        },
        response: { 200: consentStateSchema },
      },
    },
    async (request) =>
      consentState(db, requireAccess(request).accountId, request.query.consentType),
  );

  app.post<{ Body: { ConsentType: ConsentType } }>(
    '/AccountApi/AccountApi/AddConsent',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Gives a consent for the account (once; the first giver is kept)',
        body: {
          type: 'object',
          properties: { ConsentType: consentTypeSchema },
          required: ['ConsentType'],
        },
        response: { 200: consentStateSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId, rights } = requireAccess(request);
      const consentType = request.body.ConsentType;
      if (!mayGive(rights, consentType)) {
        throw forbidden('Giving this consent needs a right of the function it unlocks.');
      }
      const state = await db.transaction(async (tx) => {
        const added = await tx.query(
          `insert into consents (account_id, consent_type, user_id) values ($1, $2, $3)
           on conflict (account_id, consent_type) do nothing returning account_id`,
          [accountId, consentType, userId],
        );
        if (added.length > 0) {
          await recordAccountAction(tx, {
            accountId,
            userId,
            actionGroup: consentActionGroup,
            event: consentType === 5 ? 'whatsAppConsentGiven' : 'consentGiven',
            actionType: 'create',
            itemId: consentType,
          });
        }
        return consentState(tx, accountId, consentType);
      });
      // Committed: this process's WhatsApp calls see the consent at once (see ConsentCache).
      consents.forget(accountId, consentType);
      return state;
    },
  );
}
