/**
 * What the newsletter editor shows (`GET newsletter/{id}`): the newsletter (id 0: a new draft that
 * starts with the first active business account and its first usable number), whether it can be
 * changed, its send progress, and the business accounts with their numbers to choose from.
 */
import {
  NewsletterStatus,
  type NewsletterDto,
  type NewsletterEditorState,
  type NewsletterPlaceholderValue,
} from '../../../../common/newsletters';
import { PhoneStatus } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import { notFound } from '../../../http/httpError';
import { sendInformation } from '../sending/sendInformation';
import { iso } from '../../templates/store';
import { isEditable } from '../guard';

interface BusinessAccountRow {
  id: number;
  name: string;
  active: boolean;
  phone_numbers: {
    id: number;
    display_name: string;
    phone_number: string;
    active: boolean;
    status: number;
  }[];
}

/** The account's business accounts, each with its numbers; usable: active and connected. */
export async function businessAccountsOf(
  tx: Queryable,
  accountId: number,
): Promise<NewsletterEditorState['businessAccounts']> {
  const rows = await tx.query<BusinessAccountRow>(
    `select a.id, a.name, a.active,
       coalesce(json_agg(json_build_object('id', p.id, 'display_name', p.display_name,
         'phone_number', p.phone_number, 'active', p.active, 'status', p.status) order by p.id)
         filter (where p.id is not null), '[]') as phone_numbers
     from whatsapp_accounts a left join whatsapp_phone_numbers p on p.whatsapp_account_id = a.id
     where a.account_id = $1 group by a.id order by a.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    phoneNumbers: row.phone_numbers.map((phone) => ({
      id: phone.id,
      displayName: phone.display_name,
      phoneNumber: phone.phone_number,
      usable: row.active && phone.active && phone.status === PhoneStatus.connected,
    })),
  }));
}

interface EditorRow {
  id: number;
  name: string;
  description: string;
  template_id: number | null;
  whatsapp_account_id: number | null;
  phone_number_id: number | null;
  profile_unique_id: string | null;
  status: NewsletterStatus;
  culture: string;
  send_to_unknown_doi: boolean;
  send_to_other_language: boolean;
  placeholder_values: Record<string, string>;
  send_date: Date | null;
  sender_name: string | null;
  effective_recipients: number | null;
  excluded_recipients: number | null;
  expected_price: string | null;
  created_at: Date;
  modified_at: Date;
  creator: string | null;
  modifier: string | null;
}

const placeholderList = (values: Record<string, string>): NewsletterPlaceholderValue[] =>
  Object.entries(values).map(([placeholder, value]) => ({ placeholder, value: String(value) }));

function newDraft(businessAccounts: NewsletterEditorState['businessAccounts']): NewsletterDto {
  const waba = businessAccounts.find((a) => a.active && a.phoneNumbers.some((p) => p.usable));
  const now = new Date().toISOString();
  return {
    id: 0,
    name: '',
    description: '',
    templateId: null,
    businessAccountId: waba?.id ?? null,
    phoneNumberId: waba?.phoneNumbers.find((p) => p.usable)?.id ?? null,
    profileId: null,
    sendToSubscribersWithUnknownDOI: false,
    sendToSubscribersWithDifferentLanguage: false,
    placeholderValues: [],
    status: NewsletterStatus.draft,
    culture: 'de-DE',
    sendDate: null,
    senderName: null,
    effectiveRecipients: null,
    excludedRecipients: null,
    expectedBillingSum: null,
    createdAt: now,
    updatedAt: now,
    creator: null,
    modifier: null,
  };
}

export async function newsletterEditorState(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<NewsletterEditorState> {
  const businessAccounts = await businessAccountsOf(tx, accountId);
  const accountDeactivated = !businessAccounts.some((a) => a.active);
  if (id === 0) {
    const newsletter = newDraft(businessAccounts);
    return {
      newsletter,
      editable: !accountDeactivated,
      sendInformation: {
        newsletterId: 0,
        status: NewsletterStatus.draft,
        sendingStarted: false,
        distributionFinished: false,
        stopped: false,
        sent: 0,
        failed: 0,
        removed: 0,
        totalCount: 0,
      },
      businessAccounts,
      accountDeactivated,
    };
  }
  const [row] = await tx.query<EditorRow>(
    `select n.id, n.name, n.description, n.template_id, n.whatsapp_account_id, n.phone_number_id,
       p.unique_id::text as profile_unique_id, n.status, n.culture, n.send_to_unknown_doi,
       n.send_to_other_language, n.placeholder_values, n.send_date, n.sender_name,
       n.effective_recipients, n.excluded_recipients, n.expected_price::text, n.created_at,
       n.modified_at,
       nullif(trim(c.given_name || ' ' || c.family_name), '') as creator,
       nullif(trim(m.given_name || ' ' || m.family_name), '') as modifier
     from whatsapp_newsletters n left join profiles p on p.id = n.profile_id
       left join users c on c.id = n.created_by left join users m on m.id = n.modified_by
     where n.id = $1 and n.account_id = $2`,
    [id, accountId],
  );
  if (!row) throw notFound(`Newsletter ${id} is unknown.`);
  return {
    newsletter: {
      id: row.id,
      name: row.name,
      description: row.description,
      templateId: row.template_id,
      businessAccountId: row.whatsapp_account_id,
      phoneNumberId: row.phone_number_id,
      profileId: row.profile_unique_id,
      sendToSubscribersWithUnknownDOI: row.send_to_unknown_doi,
      sendToSubscribersWithDifferentLanguage: row.send_to_other_language,
      placeholderValues: placeholderList(row.placeholder_values),
      status: row.status,
      culture: row.culture,
      sendDate: row.send_date ? iso(row.send_date) : null,
      senderName: row.sender_name,
      effectiveRecipients: row.effective_recipients,
      excludedRecipients: row.excluded_recipients,
      expectedBillingSum: row.expected_price === null ? null : Number(row.expected_price),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.modified_at),
      creator: row.creator,
      modifier: row.modifier,
    },
    editable: isEditable(row.status),
    sendInformation: await sendInformation(tx, accountId, id),
    businessAccounts,
    accountDeactivated,
  };
}
