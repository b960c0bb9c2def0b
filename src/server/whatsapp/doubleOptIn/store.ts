/** Reading and writing the account's double opt-in process; every query is scoped to the account. */
import {
  chatLinkOf,
  doiDefaults,
  sameSettings,
  type DoiMethod,
  type DoiProcessDto,
  type DoiProcessState,
  type DoiSettings,
} from '../../../common/doubleOptIn';
import type { Queryable } from '../../db/database';

/** The settings columns, the same in doi_processes and doi_process_versions. */
export const settingsColumns = `phone_number_id, doi_keyword, opt_out_keyword, click_to_chat_message,
  doi_message_body, days_to_wait, doi_method, confirmation_message, opt_out_message, reply_message`;

export interface SettingsRow {
  phone_number_id: number | null;
  doi_keyword: string;
  opt_out_keyword: string;
  click_to_chat_message: string;
  doi_message_body: string;
  days_to_wait: number;
  doi_method: number;
  confirmation_message: string;
  opt_out_message: string;
  reply_message: string;
}

export interface ProcessRow extends SettingsRow {
  id: number;
  modified_on: Date | string;
  active_version_id: number | null;
  click_to_chat_number: string | null;
}

export interface VersionRow extends SettingsRow {
  id: number;
  process_id: number;
  version: number;
  activated_on: Date | string;
  click_to_chat_number: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function settingsOf(row: SettingsRow): DoiSettings {
  return {
    phoneNumberId: row.phone_number_id,
    doiKeyword: row.doi_keyword,
    optOutKeyword: row.opt_out_keyword,
    clickToChatMessage: row.click_to_chat_message,
    doiMessageBody: row.doi_message_body,
    daysToWait: row.days_to_wait,
    doiMethod: row.doi_method as DoiMethod,
    confirmationMessage: row.confirmation_message,
    optOutMessage: row.opt_out_message,
    replyMessage: row.reply_message,
  };
}

/** The settings as query parameters in the order of {@link settingsColumns}. */
export function settingsParams(settings: DoiSettings): unknown[] {
  return [
    settings.phoneNumberId,
    settings.doiKeyword,
    settings.optOutKeyword,
    settings.clickToChatMessage,
    settings.doiMessageBody,
    settings.daysToWait,
    settings.doiMethod,
    settings.confirmationMessage,
    settings.optOutMessage,
    settings.replyMessage,
  ];
}

/** E.164 of a stored display number (`+49 40 1234 5670` → `+494012345670`). */
export const e164Of = (display: string | null) =>
  display ? `+${display.replace(/\D/g, '')}` : null;

/** The account's process (work version), locked for update when `lock`. */
export async function findProcess(
  tx: Queryable,
  accountId: number,
  lock = false,
): Promise<ProcessRow | undefined> {
  const [row] = await tx.query<ProcessRow>(
    `select d.id, ${prefixed('d')}, d.modified_on, d.active_version_id,
       p.phone_number as click_to_chat_number
     from doi_processes d
     left join whatsapp_phone_numbers p on p.id = d.phone_number_id
     where d.account_id = $1 ${lock ? 'for update of d' : ''}`,
    [accountId],
  );
  return row;
}

export async function findVersion(tx: Queryable, id: number): Promise<VersionRow | undefined> {
  const [row] = await tx.query<VersionRow>(
    `select v.id, v.process_id, v.version, ${prefixed('v')}, v.activated_on,
       p.phone_number as click_to_chat_number
     from doi_process_versions v
     left join whatsapp_phone_numbers p on p.id = v.phone_number_id
     where v.id = $1`,
    [id],
  );
  return row;
}

function prefixed(alias: string): string {
  return settingsColumns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/** The keywords every activated version of the process used. */
export async function earlierKeywords(
  tx: Queryable,
  processId: number | null,
): Promise<DoiProcessState['earlierKeywords']> {
  if (processId === null) return { doiKeywords: [], optOutKeywords: [] };
  const rows = await tx.query<{ doi_keyword: string; opt_out_keyword: string }>(
    'select doi_keyword, opt_out_keyword from doi_process_versions where process_id = $1',
    [processId],
  );
  return {
    doiKeywords: [...new Set(rows.map((r) => r.doi_keyword))],
    optOutKeywords: [...new Set(rows.map((r) => r.opt_out_keyword))],
  };
}

/** The account's first active phone number: the default of a new process. */
export async function firstPhoneNumberId(tx: Queryable, accountId: number): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `select p.id from whatsapp_phone_numbers p
     join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where w.account_id = $1 and p.active and w.active order by w.id, p.id limit 1`,
    [accountId],
  );
  return row?.id ?? null;
}

/** The phone number `id` of the account, with whether it (and its WABA) is active. */
export async function accountPhone(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<{ id: number; active: boolean; phone_number: string } | undefined> {
  const [row] = await tx.query<{ id: number; active: boolean; phone_number: string }>(
    `select p.id, (p.active and w.active) as active, p.phone_number from whatsapp_phone_numbers p
     join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where p.id = $1 and w.account_id = $2`,
    [id, accountId],
  );
  return row;
}

function versionDto(row: VersionRow): DoiProcessDto & { version: number } {
  return {
    id: row.process_id,
    ...settingsOf(row),
    modifiedOn: iso(row.activated_on),
    lastActivatedOn: iso(row.activated_on),
    clickToChatNumber: e164Of(row.click_to_chat_number),
    version: row.version,
  };
}

/** The account's active numbers, oldest WABA first. */
async function activePhoneNumbers(
  tx: Queryable,
  accountId: number,
): Promise<DoiProcessState['phoneNumbers']> {
  const rows = await tx.query<{ id: number; phone_number: string; display_name: string }>(
    `select p.id, p.phone_number, p.display_name from whatsapp_phone_numbers p
     join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where w.account_id = $1 and p.active and w.active order by w.id, p.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    phoneNumber: row.phone_number,
    displayName: row.display_name,
  }));
}

/** What the editor shows: the work version (or the defaults), the active one, keywords, link. */
export async function processState(
  tx: Queryable,
  accountId: number,
  language: 'de' | 'en',
): Promise<DoiProcessState> {
  const phoneNumbers = await activePhoneNumbers(tx, accountId);
  const process = await findProcess(tx, accountId);
  if (!process) {
    const phoneNumberId = await firstPhoneNumberId(tx, accountId);
    const phone = phoneNumberId ? await accountPhone(tx, accountId, phoneNumberId) : undefined;
    return {
      workVersion: {
        id: 0,
        ...doiDefaults(language, phoneNumberId),
        modifiedOn: null,
        lastActivatedOn: null,
        clickToChatNumber: e164Of(phone?.phone_number ?? null),
      },
      activeVersion: null,
      hasChanges: true,
      earlierKeywords: { doiKeywords: [], optOutKeywords: [] },
      chatLink: null,
      phoneNumbers,
    };
  }
  const active = process.active_version_id
    ? await findVersion(tx, process.active_version_id)
    : undefined;
  const work = settingsOf(process);
  const activeVersion = active ? versionDto(active) : null;
  return {
    workVersion: {
      id: process.id,
      ...work,
      modifiedOn: iso(process.modified_on),
      lastActivatedOn: activeVersion?.lastActivatedOn ?? null,
      clickToChatNumber: e164Of(process.click_to_chat_number),
    },
    activeVersion,
    hasChanges: !activeVersion || !sameSettings(work, activeVersion),
    earlierKeywords: await earlierKeywords(tx, process.id),
    chatLink:
      activeVersion?.clickToChatNumber != null
        ? chatLinkOf(activeVersion.clickToChatNumber, activeVersion.clickToChatMessage)
        : null,
    phoneNumbers,
  };
}
