/**
 * `POST newsletter/validate/{waba,businessphonenumber,businessaccount,template,links,sendlimit}`
 * `{ newsletterId }` (sendlimit also `wabaPhoneId, effectiveSubscribers`): each answers its lines
 * of the checklist and records whether it erred. When all six passed without an error since the
 * newsletter's last change, a Draft becomes ReadyToSend (spec section 4). Only a user who may
 * edit newsletters records outcomes: a viewer runs the checks and sees their results, and
 * nothing is written (issue 21: a view right never writes).
 */
import type { FastifyInstance } from 'fastify';
import {
  validateCalls,
  ValidationResult,
  type ValidateCall,
  type ValidationEntry,
} from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import { hasEveryRight } from '../../../../common/rights';
import type { Database, Queryable } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { findNewsletter, type NewsletterRow } from '../newsletterStore';
import { errors } from '../schemas';
import { checksOf } from './checks';
import type { LinkProbe } from './linkCheck';

interface ValidateBody {
  newsletterId: number;
  wabaPhoneId?: number;
  effectiveSubscribers?: number;
}

const entrySchema = {
  type: 'object',
  properties: {
    entityType: { type: 'string' },
    result: { type: 'integer' },
    errorKey: { type: ['string', 'null'] },
    validationState: { type: ['string', 'null'] },
    sendLimitType: { type: ['string', 'null'] },
    price: { type: ['number', 'null'] },
    subEntries: { type: 'array', items: { type: 'object', additionalProperties: true } },
    subscriberCount: { type: ['integer', 'null'] },
    worstCoverageRate: { type: ['number', 'null'] },
    details: { type: 'object', additionalProperties: true },
  },
} as const;

/** Records the call's outcome; answers the status the newsletter has now. */
async function recordOutcome(
  tx: Queryable,
  newsletter: NewsletterRow,
  call: ValidateCall,
  erred: boolean,
) {
  const [row] = await tx.query<{ check_results: Record<string, boolean> }>(
    `update whatsapp_newsletters set check_results = check_results || jsonb_build_object($3::text, $4::boolean)
     where id = $1 and account_id = $2 returning check_results`,
    [newsletter.id, newsletter.account_id, call, erred],
  );
  const allPassed = validateCalls.every((c) => row.check_results[c] === false);
  const ready = nextStatus(newsletter.status, 'checkPassed');
  if (allPassed && ready !== null) {
    await tx.query('update whatsapp_newsletters set status = $2 where id = $1', [
      newsletter.id,
      ready,
    ]);
  }
}

export async function validateRoutes(
  app: FastifyInstance,
  { db, probe }: { db: Database; probe: LinkProbe },
) {
  for (const call of validateCalls) {
    app.post<{ Body: ValidateBody }>(
      `/WhatsAppApi/newsletter/validate/${call}`,
      {
        config: { rights: ['WhatsAppCampaigns.View'] },
        schema: {
          tags: ['WhatsApp'],
          summary: `Pre-send check: the ${call} lines of the checklist`,
          body: {
            type: 'object',
            properties: {
              newsletterId: { type: 'integer', minimum: 1 },
              wabaPhoneId: { type: 'integer' },
              effectiveSubscribers: { type: 'integer', minimum: 0 },
            },
            required: ['newsletterId'],
          },
          response: { 200: { type: 'array', items: entrySchema }, ...errors },
        },
      },
      async (request): Promise<ValidationEntry[]> => {
        const { accountId, rights } = requireAccess(request);
        const newsletter = await findNewsletter(db, accountId, request.body.newsletterId);
        // Links are probed over the network: outside a transaction.
        // The server counts the effective recipients itself; the body's count is not trusted.
        const entries = await checksOf(db, newsletter, call, probe);
        if (!hasEveryRight(rights, ['WhatsAppCampaigns.Edit'])) return entries;
        const erred = entries.some((e) => e.result === ValidationResult.error);
        await db.transaction(async (tx) => {
          const current = await findNewsletter(tx, accountId, newsletter.id, true);
          await recordOutcome(tx, current, call, erred);
        });
        return entries;
      },
    );
  }
}
