/**
 * `GET newsletterPreview/personalize?templateId&subscriberId[&newsletterId]`: the message as the
 * subscriber (uniqueId) would read it. `POST newsletter/{id}/testSend` (ours): sends the
 * newsletter's template, personalised, from its number to the account's test subscriber.
 */
import type { FastifyInstance } from 'fastify';
import {
  newsletterErrorKeys,
  type PersonalizedPreview,
  type TestSendResult,
} from '../../../../common/newsletters';
import type { CloudApi } from '../../../cloudapi';
import { CloudApiError } from '../../../cloudapi/errors';
import type { LinkTokens } from '../statistics/trackedLinks';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { requireAccess } from '../../../plugins/auth';
import { recordNewsletterAction } from '../guard';
import { findNewsletter } from '../newsletterStore';
import { errors, idParams } from '../schemas';
import { personalize } from '../sending/personalize';
import { templateForSending } from '../templateForSending';
import { personalizedPreview } from './personalizedPreview';

const previewSchema = {
  type: 'object',
  properties: {
    subscriber: {
      type: 'object',
      properties: {
        uniqueId: { type: 'string' },
        firstname: { type: ['string', 'null'] },
        lastname: { type: ['string', 'null'] },
        telnr: { type: ['string', 'null'] },
      },
    },
    header: {
      anyOf: [
        {
          type: 'object',
          properties: { headerFormat: { type: 'integer' }, headerValue: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
    body: { type: 'string' },
    footer: { type: 'string' },
    buttons: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          text: { type: 'string' },
          buttonType: { type: 'integer' },
          value: { type: 'string' },
        },
      },
    },
  },
} as const;

interface TestTarget {
  id: number;
  telnr: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  custom_fields: Record<string, string>;
  graph_phone_number_id: string | null;
  business_token: string | null;
}

export async function previewRoutes(
  app: FastifyInstance,
  {
    db,
    cloudApi,
    publicUrl,
    links,
  }: { db: Database; cloudApi: CloudApi; publicUrl: string; links: LinkTokens },
) {
  app.get<{ Querystring: { templateId: number; subscriberId: string; newsletterId?: number } }>(
    '/WhatsAppApi/newsletterPreview/personalize',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'The template as one subscriber would read it (with the newsletter’s values)',
        querystring: {
          type: 'object',
          properties: {
            templateId: { type: 'integer', minimum: 1 },
            subscriberId: { type: 'string', maxLength: 100 },
            newsletterId: { type: 'integer', minimum: 1 },
          },
          required: ['templateId', 'subscriberId'],
        },
        response: { 200: previewSchema, ...errors },
      },
    },
    async (request): Promise<PersonalizedPreview> => {
      const { accountId } = requireAccess(request);
      const { templateId, subscriberId, newsletterId } = request.query;
      const values = newsletterId
        ? (await findNewsletter(db, accountId, newsletterId)).placeholder_values
        : {};
      return personalizedPreview(db, accountId, templateId, subscriberId, values);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/WhatsAppApi/newsletter/:id/testSend',
    {
      config: { rights: ['WhatsAppCampaigns.Edit'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Sends the newsletter to the account’s test subscriber',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { to: { type: 'string' }, wamid: { type: 'string' } },
          },
          ...errors,
          502: errors[409],
        },
      },
    },
    async (request): Promise<TestSendResult> => {
      const access = requireAccess(request);
      const newsletter = await findNewsletter(db, access.accountId, request.params.id);
      const [target] = await db.query<TestTarget>(
        `select s.id, s.telnr, s.firstname, s.lastname, s.email, s.custom_fields,
           p.phone_number_id as graph_phone_number_id, w.business_token
         from subscriber_settings t
           join subscribers s on s.id = t.test_subscriber_id and s.account_id = t.account_id
           left join whatsapp_phone_numbers p on p.id = $2
           left join whatsapp_accounts w on w.id = p.whatsapp_account_id and w.account_id = t.account_id
         where t.account_id = $1`,
        [access.accountId, newsletter.phone_number_id],
      );
      if (!target?.telnr) {
        throw new HttpError(
          409,
          newsletterErrorKeys.testSubscriberMissing,
          'The account has no test subscriber with a phone number.',
        );
      }
      const snapshot =
        newsletter.template_id && newsletter.whatsapp_account_id
          ? await templateForSending(db, access.accountId, newsletter.template_id, {
              businessAccountId: newsletter.whatsapp_account_id,
              placeholderValues: newsletter.placeholder_values,
              publicUrl,
            })
          : null;
      if (!snapshot) {
        throw new HttpError(
          409,
          newsletterErrorKeys.templateUnusable,
          'Choose an approved template.',
        );
      }
      if (!target.graph_phone_number_id || !target.business_token) {
        throw new HttpError(409, 'phoneNumberInactiveKey', 'Choose a phone number first.');
      }
      try {
        const sent = await cloudApi.client.sendTemplate(
          cloudApi.tokens.decrypt(target.business_token),
          target.graph_phone_number_id,
          {
            to: target.telnr,
            name: snapshot.name,
            language: snapshot.language,
            // The test subscriber's links lead where the recipients' do; a click counts only if
            // the test subscriber is also one of the newsletter's recipients.
            components: personalize(snapshot, { ...target, telnr: target.telnr }, (index) =>
              links.tokenFor(newsletter.id, Number(target.id), index),
            ),
          },
        );
        await db.transaction((tx) =>
          recordNewsletterAction(tx, access, 'newsletterTestSent', 'testSend', newsletter),
        );
        return { to: target.telnr, wamid: sent.wamid };
      } catch (error) {
        if (!(error instanceof CloudApiError)) throw error;
        throw new HttpError(502, 'testSendFailed', error.message);
      }
    },
  );
}
