/**
 * `POST newsletter`: creates (id 0) or saves a newsletter after the rules of spec section 5.
 * Name required, at most 100 characters and unique in the account; the template approved and of
 * the chosen business account; the number usable and of that account; the group the account's;
 * each inclusion flag only with its right (checked when it is switched on). Saving a ReadyToSend
 * newsletter makes it a Draft again: its check has to run anew.
 */
import {
  cultureOfLanguage,
  newsletterErrorKeys,
  newsletterLimits,
  NewsletterStatus,
  type NewsletterContent,
} from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import { hasEveryRight } from '../../../../common/rights';
import { TemplateStatus, type PlaceholderDefault } from '../../../../common/templates';
import type { Queryable } from '../../../db/database';
import { forbidden, HttpError } from '../../../http/httpError';
import type { Access } from '../../../identity/users';
import { editableNewsletter, recordNewsletterAction } from '../guard';
import { businessAccountsOf } from './editorState';

export type SaveBody = NewsletterContent & { id: number };

const invalid = (field: string, reason: string, message: string) =>
  new HttpError(400, 'validation', message, [{ field, reason }]);

const conflict = (errorKey: string, field: string, reason: string, message: string) =>
  new HttpError(409, errorKey, message, [{ field, reason }]);

interface TemplateRow {
  id: number;
  status: TemplateStatus;
  language: string;
  whatsapp_account_id: number | null;
  placeholders: PlaceholderDefault[];
}

async function checkName(tx: Queryable, accountId: number, id: number, name: string) {
  if (name.length === 0) throw invalid('name', 'required', 'The name is required.');
  if (name.length > newsletterLimits.name) {
    throw invalid('name', 'tooLong', `The name has more than ${newsletterLimits.name} characters.`);
  }
  const [taken] = await tx.query(
    `select 1 from whatsapp_newsletters
     where account_id = $1 and lower(name) = lower($2) and id <> $3`,
    [accountId, name, id],
  );
  if (taken) {
    throw conflict(newsletterErrorKeys.nameDuplicate, 'name', 'duplicate', 'The name is taken.');
  }
}

async function checkSender(tx: Queryable, accountId: number, body: SaveBody) {
  const accounts = await businessAccountsOf(tx, accountId);
  if (!accounts.some((a) => a.active)) {
    throw new HttpError(
      409,
      newsletterErrorKeys.accountDeactivated,
      'The account has no active business account.',
    );
  }
  if (body.businessAccountId === null) return;
  const waba = accounts.find((a) => a.id === body.businessAccountId);
  if (!waba) throw invalid('businessAccountId', 'unknown', 'The business account is unknown.');
  if (body.phoneNumberId === null) return;
  const phone = waba.phoneNumbers.find((p) => p.id === body.phoneNumberId);
  if (!phone?.usable) {
    throw conflict(
      newsletterErrorKeys.phoneNumberUnusable,
      'phoneNumberId',
      phone ? 'unusable' : 'unknown',
      'The phone number is not an active, connected number of the business account.',
    );
  }
}

async function usableTemplate(
  tx: Queryable,
  accountId: number,
  body: SaveBody,
): Promise<TemplateRow | null> {
  if (body.templateId === null) return null;
  const [template] = await tx.query<TemplateRow>(
    `select id, status, language, whatsapp_account_id, placeholders from whatsapp_templates
     where account_id = $1 and id = $2`,
    [accountId, body.templateId],
  );
  if (
    !template ||
    template.status !== TemplateStatus.approved ||
    (body.businessAccountId !== null && template.whatsapp_account_id !== body.businessAccountId)
  ) {
    throw conflict(
      newsletterErrorKeys.templateUnusable,
      'templateId',
      template ? 'notApproved' : 'unknown',
      'The template is not an approved template of the business account.',
    );
  }
  return template;
}

async function profileIdOf(tx: Queryable, accountId: number, uniqueId: string | null) {
  if (uniqueId === null) return null;
  const [profile] = await tx.query<{ id: number }>(
    `select id from profiles where account_id = $1 and unique_id::text = $2`,
    [accountId, uniqueId],
  );
  if (!profile) throw invalid('profileId', 'unknown', 'The recipient group is unknown.');
  return profile.id;
}

/** The values of the template's placeholders (others dropped), the fallback where none is given. */
function placeholderValuesFor(template: TemplateRow | null, body: SaveBody) {
  const values: Record<string, string> = {};
  for (const { placeholder, defaultValue } of template?.placeholders ?? []) {
    const given = body.placeholderValues.find((v) => v.placeholder === placeholder);
    const value = given?.value ?? defaultValue;
    if (value.length > newsletterLimits.placeholderValue) {
      throw invalid('placeholderValues', 'tooLong', `The value of ${placeholder} is too long.`);
    }
    values[placeholder] = value;
  }
  return values;
}

function checkFlagRights(
  access: Access,
  body: SaveBody,
  stored: { unknownDoi: boolean; otherLanguage: boolean },
) {
  const switchedOn = [
    [
      body.sendToSubscribersWithUnknownDOI && !stored.unknownDoi,
      'WhatsAppCampaigns.SendToUnknownDOI',
    ],
    [
      body.sendToSubscribersWithDifferentLanguage && !stored.otherLanguage,
      'WhatsAppCampaigns.SendToOtherLanguage',
    ],
  ] as const;
  for (const [on, right] of switchedOn) {
    if (on && !hasEveryRight(access.rights, [right])) throw forbidden(`Missing right: ${right}`);
  }
}

/** Saves the newsletter; answers its id. */
export async function saveNewsletter(tx: Queryable, access: Access, body: SaveBody) {
  const { accountId, userId } = access;
  const existing = body.id === 0 ? null : await editableNewsletter(tx, accountId, body.id);
  const name = body.name.trim();
  await checkName(tx, accountId, body.id, name);
  if (body.description.length > newsletterLimits.description) {
    throw invalid('description', 'tooLong', 'The description is too long.');
  }
  await checkSender(tx, accountId, body);
  const template = await usableTemplate(tx, accountId, body);
  const profileId = await profileIdOf(tx, accountId, body.profileId);
  checkFlagRights(access, body, {
    unknownDoi: existing?.send_to_unknown_doi ?? false,
    otherLanguage: existing?.send_to_other_language ?? false,
  });
  const values = [
    name,
    body.description,
    template?.id ?? null,
    profileId,
    body.businessAccountId,
    body.phoneNumberId,
    body.sendToSubscribersWithUnknownDOI,
    body.sendToSubscribersWithDifferentLanguage,
    template ? cultureOfLanguage(template.language) : (existing?.culture ?? 'de-DE'),
    JSON.stringify(placeholderValuesFor(template, body)),
    userId,
  ];
  if (!existing) {
    const [row] = await tx.query<{ id: number }>(
      `insert into whatsapp_newsletters (name, description, template_id, profile_id,
         whatsapp_account_id, phone_number_id, send_to_unknown_doi, send_to_other_language,
         culture, placeholder_values, created_by, modified_by, account_id, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13) returning id`,
      [...values, accountId, NewsletterStatus.draft],
    );
    await recordNewsletterAction(tx, access, 'newsletterCreated', 'create', { id: row.id, name });
    return row.id;
  }
  const status = nextStatus(existing.status, 'edited') ?? existing.status;
  await tx.query(
    `update whatsapp_newsletters set name = $1, description = $2, template_id = $3,
       profile_id = $4, whatsapp_account_id = $5, phone_number_id = $6, send_to_unknown_doi = $7,
       send_to_other_language = $8, culture = $9, placeholder_values = $10, modified_by = $11,
       modified_at = now(), status = $14, check_results = '{}'
     where account_id = $12 and id = $13`,
    [...values, accountId, existing.id, status],
  );
  await recordNewsletterAction(tx, access, 'newsletterSaved', 'edit', { id: existing.id, name });
  return existing.id;
}
