/**
 * `POST newsletter/{id}/clone`: a new Draft with the source's content and a free name, and
 * none of its send data. Spec section 8: 403 notAllowed without the Add right, 404 notFound when
 * the source is gone (the SPA says so), anything else unknownError.
 */
import type { FastifyInstance } from 'fastify';
import {
  NewsletterStatus,
  newsletterErrorKeys,
  type NewsletterEditorState,
} from '../../../../common/newsletters';
import { hasEveryRight } from '../../../../common/rights';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { requireAccess } from '../../../plugins/auth';
import { newsletterEditorState } from '../editor/editorState';
import { recordNewsletterAction } from '../guard';
import { editorStateSchema, errors, idParams } from '../schemas';
import { freeCopyName } from '../../copyName';

export async function newsletterCloneRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Params: { id: number } }>(
    '/WhatsAppApi/newsletter/:id/clone',
    {
      // View lets the route answer; Add is checked inside, for the spec's notAllowed key.
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Copies a newsletter into a new draft with a free name',
        params: idParams,
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterEditorState> => {
      const access = requireAccess(request);
      if (!hasEveryRight(access.rights, ['WhatsAppCampaigns.Add'])) {
        throw new HttpError(403, newsletterErrorKeys.notAllowed, 'Copying needs the Add right.');
      }
      return db.transaction(async (tx) => {
        const [source] = await tx.query<{ name: string }>(
          'select name from whatsapp_newsletters where account_id = $1 and id = $2',
          [access.accountId, request.params.id],
        );
        if (!source) {
          throw new HttpError(404, newsletterErrorKeys.notFound, 'The newsletter is gone.');
        }
        const name = await freeCopyName(
          tx,
          'whatsapp_newsletters',
          access.accountId,
          source.name,
          88,
        );
        const [row] = await tx.query<{ id: number }>(
          `insert into whatsapp_newsletters (account_id, name, description, template_id,
             profile_id, whatsapp_account_id, phone_number_id, status, send_to_unknown_doi,
             send_to_other_language, culture, placeholder_values, created_by, modified_by)
           select account_id, $3, description, template_id, profile_id, whatsapp_account_id,
             phone_number_id, $4, send_to_unknown_doi, send_to_other_language, culture,
             placeholder_values, $5, $5
           from whatsapp_newsletters where account_id = $1 and id = $2
           returning id`,
          [access.accountId, request.params.id, name, NewsletterStatus.draft, access.userId],
        );
        await recordNewsletterAction(tx, access, 'newsletterCopied', 'create', {
          id: row.id,
          name,
        });
        return newsletterEditorState(tx, access.accountId, row.id);
      });
    },
  );
}
