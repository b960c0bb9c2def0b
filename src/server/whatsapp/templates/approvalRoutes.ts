/**
 * `POST template/{id}/approval`: submits a draft (or a rejected template) to Meta. Needs a WABA
 * with at least one fully linked phone number. The status becomes Check at once; the review's
 * verdict arrives by webhook (statusWebhook.ts). A rejected template is resubmitted as name_v2 …,
 * since Meta keeps the rejected name. An image header goes first through Meta's Resumable Upload
 * (headerHandle.ts); a kept handle Meta no longer knows is replaced by a new upload once.
 * Failures answer the errorInfo of spec section 8 as errorKey: invalid name, invalid phone number
 * in a button, duplicate name, unknown.
 */
import type { FastifyInstance } from 'fastify';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  ButtonType,
  graphNameOf,
  submissionName,
  templateErrorKeys,
  TemplateStatus,
  type TemplateContent,
} from '../../../common/templates';
import { templateSchema as contentSchema } from '../../../common/validation/templateSchema';
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../media/storage';
import { HttpError } from '../../http/httpError';
import { checked } from './content';
import { businessAccountsOf } from './editorState';
import { graphDefinitionOf } from './graphDefinition';
import { keptHeaderHandle, uploadHeaderHandle, type HeaderHandle } from './headerHandle';
import { editableTemplate, recordTemplateAction, requireRight } from './guard';
import { errors, idParams } from './schemas';
import { componentsOf, toDto } from './store';

/** Meta's subcodes for a name taken in this language, or deleted less than 30 days ago. */
const duplicateNameSubcodes = new Set([2388023, 2388024]);
/** Meta's subcode for a header handle it does not (or no longer) know. */
const invalidHandleSubcode = 2494102;

const approvalFailure = (status: number, errorKey: string, message: string) =>
  new HttpError(status, errorKey, message, [{ field: 'errorInfo', reason: errorKey }]);

function failureOf(error: unknown): HttpError {
  const subcode = error instanceof CloudApiError ? error.graphError?.error_subcode : undefined;
  if (subcode !== undefined && duplicateNameSubcodes.has(subcode)) {
    return approvalFailure(409, templateErrorKeys.approvalDuplicateName, 'The name is taken.');
  }
  return approvalFailure(502, templateErrorKeys.approvalUnknown, 'Meta refused the template.');
}

export async function templateApprovalRoutes(
  app: FastifyInstance,
  {
    db,
    cloudApi,
    publicUrl,
    storage,
  }: { db: Database; cloudApi: CloudApi; publicUrl: string; storage: MediaStorage },
) {
  app.post<{ Params: { id: number } }>(
    '/WhatsAppApi/template/:id/approval',
    {
      config: { rights: ['WhatsAppTemplates.Edit'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Submits the template for approval; answers templateStatus (Check) and startDate',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { templateStatus: { type: 'integer' }, startDate: { type: 'string' } },
          },
          ...errors,
          502: errors[400],
        },
      },
    },
    async (request) => {
      const access = requireRight(request, 'WhatsAppTemplates.Edit');
      const { accountId, userId } = access;
      const submission = await db.transaction(async (tx) => {
        const row = await editableTemplate(tx, accountId, request.params.id);
        const { components: _, ...dto } = toDto(row);
        const content = checked(contentSchema, { ...dto, components: componentsOf(row) });
        const waba = (await businessAccountsOf(tx, accountId)).find(
          (w) => w.id === row.whatsapp_account_id,
        );
        if (!waba) {
          throw new HttpError(409, templateErrorKeys.noAccountAvailable, 'No business account.');
        }
        if (!waba.linked) {
          throw new HttpError(
            409,
            templateErrorKeys.noLinkedPhoneNumber,
            'The business account has no fully linked phone number.',
          );
        }
        const phoneButton = (content as TemplateContent).components.buttons.find(
          (b) => b.buttonType === ButtonType.phoneNumber,
        );
        if (phoneButton && !isValidPhoneNumber(phoneButton.value)) {
          throw approvalFailure(
            400,
            templateErrorKeys.approvalInvalidPhoneNumber,
            'The phone number of a button is not a valid number.',
          );
        }
        const graphName = submissionName(
          graphNameOf(row.name, `template_${row.id}`),
          row.submissions + 1,
        );
        if (!/^[a-z0-9_]{1,512}$/.test(graphName)) {
          throw approvalFailure(400, templateErrorKeys.approvalInvalidName, 'Invalid name.');
        }
        const [{ business_token, waba_id }] = await tx.query<{
          business_token: string;
          waba_id: string;
        }>('select business_token, waba_id from whatsapp_accounts where id = $1', [waba.id]);
        // In review from now on: the verdict's webhook may come before Meta's answer is stored.
        const [started] = await tx.query<{ approval_start_date: Date | string }>(
          `update whatsapp_templates set status = $3, graph_name = $4, graph_template_id = null,
             submissions = submissions + 1, approval_start_date = now(), submitted_by = $5,
             tracked_links = true,
             rejection_reason = null, modified_at = now(), modified_by = $5
           where account_id = $1 and id = $2 returning approval_start_date`,
          [accountId, row.id, TemplateStatus.check, graphName, userId],
        );
        await recordTemplateAction(tx, access, 'templateSubmitted', 'approval', row);
        return {
          row,
          graphName,
          token: cloudApi.tokens.decrypt(business_token),
          wabaId: waba_id,
          startDate: new Date(started.approval_start_date).toISOString(),
          components: (content as TemplateContent).components,
        };
      });
      const { row, token, wabaId } = submission;
      const create = (header: HeaderHandle | null) =>
        cloudApi.client.createTemplate(
          token,
          wabaId,
          graphDefinitionOf(
            submission.graphName,
            row.language,
            submission.components,
            publicUrl,
            true,
            header?.handle,
          ),
        );
      const upload = () => uploadHeaderHandle(db, storage, cloudApi.client, token, row);
      try {
        let header = keptHeaderHandle(row) ?? (await upload());
        const created = await create(header).catch(async (error: unknown) => {
          const stale = error instanceof CloudApiError && error.subcode === invalidHandleSubcode;
          if (!stale || header?.handle !== row.header_handle) throw error;
          header = await upload();
          return create(header);
        });
        await db.query(
          `update whatsapp_templates set graph_template_id = $3, header_handle = $4,
             header_handle_image = $5
           where account_id = $1 and id = $2`,
          [accountId, row.id, created.id, header?.handle ?? null, header?.image ?? null],
        );
      } catch (error) {
        request.log.warn({ err: error, template: submission.row.id }, 'template submission failed');
        await db.query(
          `update whatsapp_templates set status = $3, submissions = $4, graph_name = $5,
             approval_start_date = $6
           where account_id = $1 and id = $2`,
          [
            accountId,
            submission.row.id,
            submission.row.status,
            submission.row.submissions,
            submission.row.graph_name,
            submission.row.approval_start_date,
          ],
        );
        throw failureOf(error);
      }
      return { templateStatus: TemplateStatus.check, startDate: submission.startDate };
    },
  );
}
