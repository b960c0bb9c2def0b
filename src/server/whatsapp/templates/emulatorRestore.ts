/**
 * The in-process emulator keeps templates in memory, Relay keeps them in the database: at start
 * in emulated mode every submitted template is handed to the emulator with its Graph id, name,
 * content (an image header with its kept upload handle) and review state, so sending with it and
 * its later webhooks keep working after a restart. Runs after the WABAs were restored.
 */
import type { CloudApiEmulator } from '../../../emulator';
import { TemplateQuality, TemplateStatus } from '../../../common/templates';
import type { QualityRating, TemplateStatus as GraphStatus } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { graphDefinitionOf } from './graphDefinition';
import { componentsOf, templateColumns, templateFrom, type TemplateRow } from './store';

const graphStatusOf: Record<TemplateStatus, GraphStatus> = {
  [TemplateStatus.draft]: 'PENDING',
  [TemplateStatus.check]: 'PENDING',
  [TemplateStatus.approved]: 'APPROVED',
  [TemplateStatus.rejected]: 'REJECTED',
  [TemplateStatus.archive]: 'APPROVED',
  [TemplateStatus.paused]: 'PAUSED',
};

const graphQualityOf: Record<TemplateQuality, QualityRating> = {
  [TemplateQuality.pending]: 'UNKNOWN',
  [TemplateQuality.high]: 'GREEN',
  [TemplateQuality.medium]: 'YELLOW',
  [TemplateQuality.low]: 'RED',
};

export async function restoreStoredTemplates(
  db: Queryable,
  emulator: CloudApiEmulator,
  publicUrl: string,
): Promise<number> {
  const rows = await db.query<TemplateRow & { waba_id: string }>(
    `select ${templateColumns}, w.waba_id from ${templateFrom}
       join whatsapp_accounts w on w.id = t.whatsapp_account_id
     where t.graph_template_id is not null and t.graph_name is not null order by t.id`,
  );
  for (const row of rows) {
    emulator.restoreTemplate({
      ...graphDefinitionOf(
        row.graph_name!,
        row.language,
        componentsOf(row),
        publicUrl,
        row.tracked_links,
        row.header_handle ?? undefined,
      ),
      id: row.graph_template_id!,
      wabaId: row.waba_id,
      status: graphStatusOf[row.status],
      quality_score: { score: graphQualityOf[row.quality] },
      ...(row.rejection_reason && { rejected_reason: row.rejection_reason }),
    });
  }
  return rows.length;
}
