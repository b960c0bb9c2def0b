/**
 * Archiving (`PATCH template/archive`, irreversible) and deleting (`DELETE template/templates`),
 * both with a list of ids as the body. Spec section 4 blocks: archiving while approval is pending
 * or the template is in active sends; deletion while approval is pending or newsletters use it.
 * A refusal (409) names the templates, and for usages the newsletters, as details.
 */
import type { FastifyInstance } from 'fastify';
import { TemplateStatus, templateErrorKeys } from '../../../common/templates';
import type { CloudApi } from '../../cloudapi';
import type { Database, Queryable } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';
import { recordTemplateAction, requireRight } from './guard';
import { errors, idsBody } from './schemas';
import {
  findTemplateUsages,
  type TemplateUsageFinders,
  type TemplateUsagePurpose,
} from './usageFinder';

interface Target {
  id: number;
  name: string;
  status: TemplateStatus;
  graph_name: string | null;
  graph_template_id: string | null;
  waba_id: string | null;
  business_token: string | null;
}

async function targetsOf(tx: Queryable, accountId: number, ids: number[]): Promise<Target[]> {
  const rows = await tx.query<Target>(
    `select t.id, t.name, t.status, t.graph_name, t.graph_template_id, w.waba_id, w.business_token
     from whatsapp_templates t left join whatsapp_accounts w on w.id = t.whatsapp_account_id
     where t.account_id = $1 and t.id = any($2::int[]) order by t.id for update of t`,
    [accountId, ids],
  );
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(`Templates ${missing.join(', ')} are unknown.`);
  return rows;
}

async function refuseBlocked(
  tx: Queryable,
  finders: TemplateUsageFinders,
  accountId: number,
  targets: Target[],
  purpose: TemplateUsagePurpose,
) {
  const pending = targets.filter((t) => t.status === TemplateStatus.check);
  if (pending.length > 0) {
    throw new HttpError(
      409,
      purpose === 'archive'
        ? templateErrorKeys.archiveApprovalPending
        : templateErrorKeys.deleteApprovalPending,
      'Approval is pending.',
      pending.map((t) => ({
        field: 'template',
        reason: 'approvalPending',
        params: { name: t.name },
      })),
    );
  }
  const usages = await findTemplateUsages(tx, finders, {
    accountId,
    templateIds: targets.map((t) => t.id),
    purpose,
  });
  if (usages.length > 0) {
    throw new HttpError(
      409,
      purpose === 'archive'
        ? templateErrorKeys.archiveInActiveSends
        : templateErrorKeys.deleteUsedInNewsletters,
      `In use: ${usages.map((u) => `${u.kind} "${u.name}"`).join(', ')}.`,
      usages.map((u) => ({
        field: u.kind,
        reason: 'inUse',
        params: {
          name: u.name,
          template: targets.find((t) => t.id === u.templateId)?.name ?? '',
          ...(u.status === undefined ? {} : { status: u.status }),
        },
      })),
    );
  }
}

export async function templateRemovalRoutes(
  app: FastifyInstance,
  { db, cloudApi, usages }: { db: Database; cloudApi: CloudApi; usages: TemplateUsageFinders },
) {
  app.patch<{ Body: number[] }>(
    '/WhatsAppApi/template/archive',
    {
      config: { rights: ['WhatsAppTemplates.Archive'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Archives templates for good; refused while approval is pending or in active sends',
        body: idsBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const access = requireRight(request, 'WhatsAppTemplates.Archive');
      const ids = [...new Set(request.body)];
      await db.transaction(async (tx) => {
        const targets = await targetsOf(tx, access.accountId, ids);
        await refuseBlocked(tx, usages, access.accountId, targets, 'archive');
        for (const target of targets.filter((t) => t.status !== TemplateStatus.archive)) {
          await tx.query(
            `update whatsapp_templates set status = $3, archived_at = now(), modified_at = now(),
               modified_by = $4 where account_id = $1 and id = $2`,
            [access.accountId, target.id, TemplateStatus.archive, access.userId],
          );
          await recordTemplateAction(tx, access, 'templateArchived', 'archive', target);
        }
      });
      return reply.code(204).send();
    },
  );

  app.delete<{ Body: number[] }>(
    '/WhatsAppApi/template/templates',
    {
      config: { rights: ['WhatsAppTemplates.Delete'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Deletes templates (also on Meta); refused while used in newsletters or pending',
        body: idsBody,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const access = requireRight(request, 'WhatsAppTemplates.Delete');
      const ids = [...new Set(request.body)];
      const deleted = await db.transaction(async (tx) => {
        const targets = await targetsOf(tx, access.accountId, ids);
        await refuseBlocked(tx, usages, access.accountId, targets, 'delete');
        await tx.query(
          'delete from whatsapp_templates where account_id = $1 and id = any($2::int[])',
          [access.accountId, ids],
        );
        for (const target of targets) {
          await recordTemplateAction(tx, access, 'templateDeleted', 'delete', target);
        }
        return targets;
      });
      // Submitted ones are deleted on Meta too, after the commit; a failure leaves only Meta's copy.
      for (const target of deleted) {
        if (!target.graph_template_id || !target.waba_id || !target.business_token) continue;
        try {
          await cloudApi.client.deleteTemplate(
            cloudApi.tokens.decrypt(target.business_token),
            target.waba_id,
            target.graph_name!,
            target.graph_template_id,
          );
        } catch (error) {
          request.log.warn({ err: error, template: target.id }, 'template not deleted on Meta');
        }
      }
      return reply.code(204).send();
    },
  );
}
