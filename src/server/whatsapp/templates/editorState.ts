/**
 * What the editor loads: the template (or a new one's defaults, id 0), whether it may be edited,
 * the account's WABAs, and the notice when a header image no longer existed and was removed.
 */
import { PhoneStatus } from '../../../common/whatsappAccounts';
import {
  emptyTemplate,
  HeaderFormat,
  TemplateQuality,
  TemplateStatus,
  type TemplateEditorState,
} from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { pickLanguage } from '../../http/texts';
import { findAsset } from '../../media/assets';
import { assetIdOf, imageExists } from './content';
import { editable, requireTemplate, toDto } from './store';

/** The account's WABAs; `linked`: it is active and has an active, connected number. */
export async function businessAccountsOf(tx: Queryable, accountId: number) {
  return tx.query<{ id: number; name: string; linked: boolean }>(
    `select w.id, w.name, w.active and exists (select 1 from whatsapp_phone_numbers p
         where p.whatsapp_account_id = w.id and p.active and p.status = $2) as linked
     from whatsapp_accounts w where w.account_id = $1 order by lower(w.name), w.id`,
    [accountId, PhoneStatus.connected],
  );
}

export async function editorState(
  tx: Queryable,
  accountId: number,
  userId: number,
  id: number,
): Promise<TemplateEditorState> {
  const businessAccounts = await businessAccountsOf(tx, accountId);
  if (id === 0) {
    const [user] = await tx.query<{ locale: string }>('select locale from users where id = $1', [
      userId,
    ]);
    const content = emptyTemplate(pickLanguage(user?.locale), businessAccounts[0]?.id ?? null);
    const now = new Date().toISOString();
    return {
      template: {
        ...content,
        id: 0,
        status: TemplateStatus.draft,
        quality: TemplateQuality.pending,
        rejectionReason: null,
        approvalStartDate: null,
        createdAt: now,
        updatedAt: now,
        creator: null,
        modifier: null,
        graphName: null,
      },
      editable: true,
      businessAccounts,
      notice: null,
      headerImageName: null,
    };
  }
  let row = await requireTemplate(tx, accountId, id);
  let notice: TemplateEditorState['notice'] = null;
  if (
    editable(row) &&
    row.header_format === HeaderFormat.image &&
    !(await imageExists(tx, accountId, row.header_value))
  ) {
    await tx.query(
      `update whatsapp_templates set header_format = null, header_value = ''
       where account_id = $1 and id = $2`,
      [accountId, id],
    );
    row = await requireTemplate(tx, accountId, id);
    notice = 'headerImageRemoved';
  }
  return {
    template: toDto(row),
    editable: editable(row),
    businessAccounts,
    notice,
    headerImageName: await headerImageName(tx, accountId, row),
  };
}

/** The header image's name in the media database, so the editor names it instead of its path. */
async function headerImageName(
  tx: Queryable,
  accountId: number,
  row: { header_format: number | null; header_value: string },
): Promise<string | null> {
  if (row.header_format !== HeaderFormat.image) return null;
  const match = assetIdOf(row.header_value);
  const asset = match ? await findAsset(tx, accountId, match[2]) : undefined;
  return asset?.name ?? null;
}
