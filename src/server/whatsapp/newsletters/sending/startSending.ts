/**
 * `POST /WhatsAppApi/newsletter/startSending {newsletterId, sendDate, templateId,
 * businessAccountId}`: checks what sending needs, freezes the snapshot, makes one recipient row
 * per effective recipient (in SQL, from the same rules as the counts), sets the status (Active
 * now, Planned for a later sendDate), keeps the sender, the recipient counts and the expected
 * price, and queues the send job, all in one transaction. On the embedded PGlite (one
 * connection) the rows are written before it in chunks (recipientRowsInChunks.ts), and so are the
 * check's personalisation counts (personalizationFigures.ts), so a 100k start does not hold every
 * other request for seconds; the transaction then checks the rows still hold.
 */
import type { FastifyInstance } from 'fastify';
import {
  newsletterErrorKeys,
  type NewsletterStatus,
  type SendInformation,
} from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import { hasEveryRight } from '../../../../common/rights';
import type { Database, Queryable } from '../../../db/database';
import { forbidden, HttpError } from '../../../http/httpError';
import type { Access } from '../../../identity/users';
import { requireAccess } from '../../../plugins/auth';
import { errorSchema } from '../../../suite/subscribers/schemas';
import { personalizationFields } from '../check/audienceChecks';
import { failingChecks } from '../check/checks';
import { findNewsletter, type NewsletterRow } from '../newsletterStore';
import { priceInformation } from '../price/priceInformation';
import { newsletterRecipientSet } from '../recipients/newsletterRecipientSet';
import {
  personalizationFiguresInChunks,
  type PersonalizationFigures,
} from '../recipients/personalizationFigures';
import {
  classifiedSql,
  writeClassifiedSql,
  membersSql,
  setParams,
  type RecipientSet,
} from '../recipients/recipientSet';
import { withRowsInChunks, type ChunkedRows } from './recipientRowsInChunks';
import { templateForSending } from '../templateForSending';
import { recordNewsletterAction } from '../guard';
import { newsletterSendJob } from './engine';
import { sendInformation, sendInformationSchema } from './sendInformation';

interface StartBody {
  newsletterId: number;
  sendDate?: string | null;
  templateId: number;
  businessAccountId: number;
}

const refuse = (status: number, errorKey: string, message: string) =>
  new HttpError(status, errorKey, message);

/** The WABA and number must be the newsletter's, of the account, and active. */
async function checkSender(tx: Queryable, newsletter: NewsletterRow, businessAccountId: number) {
  const [row] = await tx.query<{ waba_active: boolean; phone_active: boolean | null }>(
    `select a.active as waba_active, p.active as phone_active
     from whatsapp_accounts a
     left join whatsapp_phone_numbers p on p.id = $3 and p.whatsapp_account_id = a.id
     where a.id = $1 and a.account_id = $2`,
    [businessAccountId, newsletter.account_id, newsletter.phone_number_id],
  );
  if (!row || !row.waba_active) {
    throw refuse(409, 'accountInactiveKey', 'The business account is unknown or inactive.');
  }
  if (!row.phone_active) {
    throw refuse(409, 'phoneNumberInactiveKey', 'The phone number is unknown or inactive.');
  }
}

/** The newsletter, locked, if this user may start it now (or plan it) and it has a group. */
async function sendable(
  tx: Queryable,
  access: Access,
  newsletterId: number,
  later: boolean,
): Promise<{ newsletter: NewsletterRow; set: RecipientSet; to: NewsletterStatus }> {
  const newsletter = await findNewsletter(tx, access.accountId, newsletterId, true);
  const to = nextStatus(newsletter.status, later ? 'schedule' : 'sendNow');
  if (to === null) {
    throw refuse(409, 'statusNotSendable', 'The newsletter was sent or is being sent already.');
  }
  if (
    (newsletter.send_to_unknown_doi &&
      !hasEveryRight(access.rights, ['WhatsAppCampaigns.SendToUnknownDOI'])) ||
    (newsletter.send_to_other_language &&
      !hasEveryRight(access.rights, ['WhatsAppCampaigns.SendToOtherLanguage']))
  ) {
    throw forbidden('Sending to unknown DOI or other languages needs its right.');
  }
  const set = await newsletterRecipientSet(tx, newsletter);
  if (!set) throw refuse(400, 'noTargetGroup', 'Choose a recipient group first.');
  return { newsletter, set, to };
}

/** The same recipients: the rows written in chunks still hold for the newsletter. */
const sameSet = (a: RecipientSet, b: RecipientSet) =>
  JSON.stringify(setParams(a)) === JSON.stringify(setParams(b)) &&
  a.profile.is_system === b.profile.is_system;

/** One row per member of `set` in one statement, counted as they are written. */
async function writeRows(tx: Queryable, set: RecipientSet, newsletterId: number) {
  const [counts] = await tx.query<{ effective: number; excluded: number }>(
    `with members as (${membersSql(set)}), classified as (${classifiedSql}),
       ${writeClassifiedSql}`,
    [...setParams(set), newsletterId],
  );
  return counts;
}

export async function startSendingRoute(
  app: FastifyInstance,
  { db, publicUrl }: { db: Database; publicUrl: string },
) {
  app.post<{ Body: StartBody }>(
    '/WhatsAppApi/newsletter/startSending',
    {
      config: { rights: ['WhatsAppCampaigns.Edit'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Sends the newsletter now, or plans it for sendDate; one recipient row each',
        body: {
          type: 'object',
          properties: {
            newsletterId: { type: 'integer', minimum: 1 },
            sendDate: { type: ['string', 'null'], format: 'date-time' },
            templateId: { type: 'integer', minimum: 0 },
            businessAccountId: { type: 'integer', minimum: 1 },
          },
          required: ['newsletterId', 'templateId', 'businessAccountId'],
        },
        response: {
          200: sendInformationSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request): Promise<SendInformation> => {
      const access = requireAccess(request);
      const body = request.body;
      const sendDate = body.sendDate ? new Date(body.sendDate) : null;
      // A few seconds of grace for the way there; a time before that is a mistake, not "now".
      if (sendDate !== null && sendDate.getTime() < Date.now() - 5000) {
        throw new HttpError(400, newsletterErrorKeys.sendDateInPast, 'The send time has passed.', [
          { field: 'sendDate', reason: 'inPast' },
        ]);
      }
      const later = sendDate !== null && sendDate.getTime() > Date.now() + 1000;
      const start = (chunked?: {
        rows: ChunkedRows;
        set: RecipientSet;
        personalization?: PersonalizationFigures;
      }) =>
        db.transaction(async (tx) => {
          const { newsletter, set, to } = await sendable(tx, access, body.newsletterId, later);
          if (chunked && !sameSet(set, chunked.set)) {
            throw refuse(
              409,
              'statusNotSendable',
              'The recipients changed while the newsletter was being started; start it again.',
            );
          }
          await checkSender(tx, newsletter, body.businessAccountId);
          const snapshot =
            (await templateForSending(tx, access.accountId, body.templateId, {
              businessAccountId: body.businessAccountId,
              placeholderValues: newsletter.placeholder_values,
              publicUrl,
            })) ?? (newsletter.template_id === body.templateId ? newsletter.send_snapshot : null);
          if (!snapshot) throw refuse(409, 'templateUnusable', 'The template cannot be sent.');
          // The rows first, counted as they are written: the checks and the price then read the
          // counts and rows instead of classifying the group again; a failing check rolls all back.
          const counts = chunked?.rows ?? (await writeRows(tx, set, newsletter.id));
          if (counts.effective === 0) {
            throw refuse(409, 'NoEffectiveSubscribers', 'The group has no effective recipients.');
          }
          const failing = await failingChecks(
            tx,
            newsletter,
            counts.effective,
            chunked?.personalization,
          );
          if (failing.length > 0) {
            throw new HttpError(
              409,
              newsletterErrorKeys.preSendCheckFailed,
              `The pre-send check fails: ${failing.join(', ')}.`,
              failing.map((kind) => ({ field: 'check', reason: kind })),
            );
          }
          const price = await priceInformation(
            tx,
            { ...newsletter, send_snapshot: snapshot },
            set,
            true,
          );
          const [user] = await tx.query<{ name: string }>(
            `select trim(coalesce(given_name, '') || ' ' || coalesce(family_name, '')) as name
           from users where id = $1`,
            [access.userId],
          );
          // The start page's "sent" action shows the send's progress (sendProgress.ts moves it).
          const actionId = await recordNewsletterAction(
            tx,
            access,
            later ? 'newsletterPlanned' : 'newsletterSent',
            later ? 'plan' : 'send',
            newsletter,
            { value: 0, max: counts.effective },
          );
          await tx.query(
            `update whatsapp_newsletters set status = $2, send_date = coalesce($3, now()),
             send_snapshot = $4, template_id = $5, sending_started_at = case when $6 then null else now() end,
             sender_user_id = $7, sender_name = $8, total_count = $9, effective_recipients = $10,
             excluded_recipients = $11, expected_price = $12, modified_by = $7, modified_at = now(),
             send_action_id = $13
           where id = $1`,
            [
              newsletter.id,
              to,
              sendDate?.toISOString() ?? null,
              JSON.stringify(snapshot),
              body.templateId,
              later,
              access.userId,
              user?.name ?? '',
              counts.effective,
              counts.effective,
              counts.excluded,
              price.price < 0 ? null : price.price,
              actionId,
            ],
          );
          await app.jobs.send(
            newsletterSendJob,
            { phoneNumberId: newsletter.phone_number_id },
            {
              tx,
              ...(later && {
                startAfterSeconds: Math.ceil((sendDate.getTime() - Date.now()) / 1000),
              }),
            },
          );
          return sendInformation(tx, access.accountId, newsletter.id);
        });
      let answer: SendInformation | undefined;
      if (db.kind === 'pglite') {
        // One connection: the rows go in chunks first, so other requests are served meanwhile.
        const { newsletter, set } = await db.transaction((tx) =>
          sendable(tx, access, body.newsletterId, later),
        );
        // The check's whole-group counts too, in chunks before the transaction; it uses them
        // when the template still asks for the same fields. What cannot be counted here (no
        // usable template) is left to the transaction, which refuses it in its own order.
        const personalization = await personalizationFields(db, newsletter)
          .then((fields) =>
            personalizationFiguresInChunks(
              db.background,
              newsletter.account_id,
              set.profile,
              fields,
            ),
          )
          .catch(() => undefined);
        answer = await withRowsInChunks(db, newsletter.id, set, (rows) =>
          start({ rows, set, personalization }),
        );
        if (answer === undefined) {
          throw refuse(409, 'statusNotSendable', 'The newsletter is being started already.');
        }
      } else {
        answer = await start();
      }
      if (!later) app.jobs.wake(newsletterSendJob);
      return answer;
    },
  );
}
